import { inject, injectable } from 'tsyringe';
import type { HomePageContent } from '../content';
import type { ContentSource } from '../ports';
import { TOKENS } from '../tokens';

/** Home page modules as editors arranged them; banner links are kept only when non-empty. */
@injectable()
export class LoadHomePage {
  constructor(@inject(TOKENS.ContentSource) private readonly content: ContentSource) {}

  async execute(preview: boolean): Promise<HomePageContent> {
    const home = await this.content.homePage({ preview });
    return { ...home, banners: home.banners.map((b) => ({ ...b, link: b.link.trim() })) };
  }
}
