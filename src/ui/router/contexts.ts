// React Router's contexts, which its providers fill (React Router's own on the server and in tests,
// router-provider.tsx in the browser) and the shop's hooks read (hooks.ts). The client build
// imports them from React Router's context module alone (esbuild.config.mjs, routerContextsOnly):
// through React Router's index, its hooks and components modules would land in the first load of
// every page.
export {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext as DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  UNSAFE_RouteContext as RouteContext,
} from 'react-router';
