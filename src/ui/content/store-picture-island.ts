// A store's pictures (store-pictures.tsx) as islands: the server renders them in place, and their
// drawing code is fetched after the page has loaded (as the 404's ways on are), so the store page's
// and about's first scripts do not grow.
import { islandPart } from '../components/lazy-part';
import type { StorePictureProps } from './store-pictures';

export const StorePictureIsland = islandPart<StorePictureProps>(() => import('./store-pictures'), '.store-page__front, .store-page__static-map').Island;
