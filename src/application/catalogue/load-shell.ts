import { inject, injectable } from 'tsyringe';
import { withMarketThreshold } from '../../domain/cart-shipping';
import { menuCategories, type CategoryNode } from '../../domain/catalogue/category-tree';
import type { Locale } from '../../domain/locale';
import type { LayoutSettings } from '../content/content';
import { FALLBACK_LAYOUT } from '../content/fallback-layout';
import type { ContentSource, EventLog, ProductCatalog } from '../ports';
import { TOKENS } from '../tokens';

export interface ShellRequest {
  locale: Locale;
  preview: boolean;
}

export interface Shell {
  layout: LayoutSettings;
  /** Top-level categories with products, per the spec's menu rule. */
  categories: CategoryNode[];
}

/**
 * Root data every page needs: layout settings from content and the category menu. Either upstream
 * failing degrades the shell (fallback layout, or no category menu) instead of failing every page.
 */
@injectable()
export class LoadShell {
  constructor(
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
    @inject(TOKENS.EventLog) private readonly log: EventLog,
  ) {}

  async execute({ preview, locale }: ShellRequest): Promise<Shell> {
    const [content, tree] = await Promise.all([
      this.content.layout({ preview }).catch((error: unknown) => this.degrade('layout', error, FALLBACK_LAYOUT)),
      this.catalog.categoryTree().catch((error: unknown) => this.degrade('category tree', error, [] as CategoryNode[])),
    ]);
    // The header promises the market's own free-shipping threshold, the one its cart applies.
    const promotions = { ...content.promotions, freeShippingDesktop: withMarketThreshold(content.promotions.freeShippingDesktop, locale), freeShippingMobile: withMarketThreshold(content.promotions.freeShippingMobile, locale) };
    return { layout: { ...content, promotions }, categories: this.menuOf(tree) };
  }

  /** The menu of a tree, once per tree the catalogue hands out (it keeps one until the catalogue changes). */
  private readonly menus = new WeakMap<readonly CategoryNode[], CategoryNode[]>();
  private menuOf(tree: CategoryNode[]): CategoryNode[] {
    let menu = this.menus.get(tree);
    if (!menu) this.menus.set(tree, (menu = menuCategories(tree)));
    return menu;
  }

  private degrade<T>(what: string, error: unknown, fallback: T): T {
    this.log.warn({ err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, `${what} unavailable; the shell renders without it`);
    return fallback;
  }
}
