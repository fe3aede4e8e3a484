import { useRouteLoaderData } from './router/hooks';
import type { RootData } from './view-models';

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
