import { createContext } from 'react-router';
import type { LoadContentPage } from '../../application/use-cases/load-content-page';
import type { LoadHomePage } from '../../application/use-cases/load-home-page';
import type { LoadShell } from '../../application/use-cases/load-shell';
import type { Locale } from '../../domain/locale';
import type { Logger } from 'pino';

/** Use cases the loaders call; resolved once from the container. */
export interface UseCases {
  loadShell: LoadShell;
  loadHomePage: LoadHomePage;
  loadContentPage: LoadContentPage;
}

/** What a loader knows about the request beyond its URL. */
export interface RequestServices {
  useCases: UseCases;
  locale: Locale;
  locales: readonly Locale[];
  preview: boolean;
  isAuthenticated: boolean;
  cartCarouselVisible: boolean;
  safeEnv: Record<string, string>;
  log: Logger;
}

export const requestServices = createContext<RequestServices>();
