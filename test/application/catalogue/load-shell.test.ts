import { describe, expect, it } from 'vitest';
import type { LayoutSettings } from '../../../src/application/content/content';
import { FALLBACK_LAYOUT } from '../../../src/application/content/fallback-layout';
import type { ContentSource, EventLog, ProductCatalog } from '../../../src/application/ports';
import { LoadShell } from '../../../src/application/catalogue/load-shell';
import type { CategoryNode } from '../../../src/domain/catalogue/category-tree';
import { localeByKey } from '../../../src/domain/locale';

const category = (catCode: string, productCount: number, subCats: CategoryNode[] = []): CategoryNode => ({
  catCode,
  categoryName: `Category ${catCode}`,
  handle: `category-${catCode}`,
  productCount,
  linkURL: `/collections/category-${catCode}`,
  subCats,
});

const layout: LayoutSettings = { ...FALLBACK_LAYOUT, siteTitle: 'Backline Music' };

class RecordingLog implements EventLog {
  readonly warnings: string[] = [];
  warn(_details: Record<string, unknown>, message: string) {
    this.warnings.push(message);
  }
  info() {}
}

function shellWith(content: Partial<ContentSource>, catalog: Partial<ProductCatalog>) {
  const log = new RecordingLog();
  return { log, shell: new LoadShell(content as ContentSource, catalog as ProductCatalog, log) };
}

const request = { locale: localeByKey('en-au'), preview: false };

describe('LoadShell', () => {
  it('gives the layout and the menu categories: top-level codes of 10 or below with products', async () => {
    const tree = [category('1', 5, [category('101', 0), category('102', 5)]), category('2', 0), category('11', 9)];
    const { shell, log } = shellWith({ layout: async () => layout }, { categoryTree: async () => tree });
    const result = await shell.execute(request);
    expect(result.layout.siteTitle).toBe('Backline Music');
    expect(result.categories.map((c) => c.catCode)).toEqual(['1']);
    expect(result.categories[0]?.subCats.map((c) => c.catCode)).toEqual(['102']);
    expect(log.warnings).toEqual([]);
  });

  it('asks the content source for drafts only in preview', async () => {
    const seen: boolean[] = [];
    const { shell } = shellWith({ layout: async ({ preview }) => (seen.push(preview), layout) }, { categoryTree: async () => [] });
    await shell.execute({ ...request, preview: true });
    await shell.execute(request);
    expect(seen).toEqual([true, false]);
  });

  it('renders with the fallback layout when content is down, and logs it', async () => {
    const { shell, log } = shellWith({ layout: () => Promise.reject(new Error('content_unavailable')) }, { categoryTree: async () => [category('1', 3)] });
    const result = await shell.execute(request);
    expect(result.layout).toEqual(FALLBACK_LAYOUT);
    expect(result.categories).toHaveLength(1);
    expect(log.warnings).toEqual(['layout unavailable; the shell renders without it']);
  });

  it('renders without a category menu when the catalogue is down, and logs it', async () => {
    const { shell, log } = shellWith({ layout: async () => layout }, { categoryTree: () => Promise.reject(new Error('timeout')) });
    const result = await shell.execute(request);
    expect(result.categories).toEqual([]);
    expect(result.layout.siteTitle).toBe('Backline Music');
    expect(log.warnings).toEqual(['category tree unavailable; the shell renders without it']);
  });
});
