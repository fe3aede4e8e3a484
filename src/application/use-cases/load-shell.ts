import { inject, injectable } from 'tsyringe';
import { menuCategories, type CategoryNode } from '../../domain/catalogue/category-tree';
import type { Locale } from '../../domain/locale';
import type { LayoutSettings } from '../content';
import type { ContentSource, ProductCatalog } from '../ports';
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

/** Root data every page needs: layout settings from content and the category menu. */
@injectable()
export class LoadShell {
  constructor(
    @inject(TOKENS.ContentSource) private readonly content: ContentSource,
    @inject(TOKENS.ProductCatalog) private readonly catalog: ProductCatalog,
  ) {}

  async execute({ preview }: ShellRequest): Promise<Shell> {
    const [layout, tree] = await Promise.all([this.content.layout({ preview }), this.catalog.categoryTree()]);
    return { layout, categories: menuCategories(tree) };
  }
}
