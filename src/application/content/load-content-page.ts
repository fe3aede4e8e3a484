import { inject, injectable } from 'tsyringe';
import type { ContentPage } from './content';
import type { ContentSource } from '../ports';
import { TOKENS } from '../tokens';

/** A content page by slug, or null when editors have not published one (a real 404). */
@injectable()
export class LoadContentPage {
  constructor(@inject(TOKENS.ContentSource) private readonly content: ContentSource) {}

  execute({ slug, preview }: { slug: string; preview: boolean }): Promise<ContentPage | null> {
    return this.content.page(slug, { preview });
  }
}
