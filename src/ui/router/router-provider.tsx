// The browser's router provider: renders the data router's matched routes and fills React Router's
// contexts with its state, which the shop's hooks read (hooks.ts). As React Router's
// <RouterProvider> for what the shop uses: state updates in a transition, a route's error boundary
// that resets when the location changes, no fetchers, view transitions or hydrate fallbacks. React
// Router's own provider brings its hooks and components modules to the first load of every page.
import { Component, startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { DataRouteMatch, DataRouter, Navigator } from 'react-router';
import { DataRouterContext, DataRouterDataContext, DataRouterNavigationContext, DataRouterStateContext, LocationContext, NavigationContext, RouteContext } from './contexts';
import { RouteErrorContext } from './hooks';
import { stripBasename } from './paths';

type RouterState = DataRouter['state'];
type RouteContextValue = { outlet: ReactElement | null; matches: DataRouteMatch[]; isDataRoute: boolean };

export function RouterProvider({ router }: { router: DataRouter }) {
  const [state, setState] = useState(router.state);
  // The state last committed (set before the subscription below runs: layout effects run in order).
  const shown = useRef(state);
  useLayoutEffect(() => {
    shown.current = state;
  });
  useLayoutEffect(() => {
    const show = (next: RouterState) => startTransition(() => setState(next));
    const unsubscribe = router.subscribe(show);
    // A state reached between this render and the subscription (or a new router's) shows too.
    if (router.state !== shown.current) show(router.state);
    return unsubscribe;
  }, [router]);

  const navigator = useMemo<Navigator>(
    () => ({
      createHref: router.createHref,
      createURL: router.createURL,
      encodeLocation: router.encodeLocation,
      go: (delta) => void router.navigate(delta),
      push: (to, state, options) => void router.navigate(to, { state, preventScrollReset: options?.preventScrollReset }),
      replace: (to, state, options) => void router.navigate(to, { replace: true, state, preventScrollReset: options?.preventScrollReset }),
    }),
    [router],
  );
  const basename = router.basename || '/';
  const routerContext = useMemo(() => ({ router, navigator, static: false, basename }), [router, navigator, basename]);
  const { historyAction, location, matches, initialized, renderFallback, restoreScrollPosition, preventScrollReset, blockers } = state;
  const stateContext = useMemo(
    () => ({ historyAction, location, matches, initialized, renderFallback, restoreScrollPosition, preventScrollReset, blockers }),
    [historyAction, location, matches, initialized, renderFallback, restoreScrollPosition, preventScrollReset, blockers],
  );
  const navigationContext = useMemo(() => ({ navigation: state.navigation, revalidation: state.revalidation }), [state.navigation, state.revalidation]);
  const dataContext = useMemo(() => ({ loaderData: state.loaderData, actionData: state.actionData, errors: state.errors }), [state.loaderData, state.actionData, state.errors]);
  const historyContext = useMemo(() => ({ basename, navigator, static: false, useTransitions: undefined, future: {} }), [basename, navigator]);
  const pathname = stripBasename(location.pathname, basename);
  const locationContext = useMemo(
    () => (pathname === null ? null : { location: { ...location, pathname }, navigationType: historyAction }),
    [location, pathname, historyAction],
  );
  const routes = useMemo(() => renderMatches(state), [state]);
  if (!locationContext) return null;
  // Beside a null, as the server's StaticRouterProvider renders the providers beside its hydration
  // script (absent here): useId's ids count positions among siblings, and every id in the page
  // (the islands find their server HTML by one) must come out as the server's.
  const providers = (
    <DataRouterContext value={routerContext}>
      <DataRouterStateContext value={stateContext}>
        <DataRouterNavigationContext value={navigationContext}>
          <DataRouterDataContext value={dataContext}>
            <NavigationContext value={historyContext}>
              <LocationContext value={locationContext}>{routes}</LocationContext>
            </NavigationContext>
          </DataRouterDataContext>
        </DataRouterNavigationContext>
      </DataRouterStateContext>
    </DataRouterContext>
  );
  return (
    <>
      {providers}
      {null}
    </>
  );
}

/**
 * The matched routes nested, each in its route context, the deepest inside its parent's outlet. With
 * errors, the routes below the one that failed are left out and that route's error boundary shows
 * (the nearest route above it with one: the root has one).
 */
function renderMatches(state: RouterState): ReactElement | null {
  const { errors } = state;
  let matches = state.matches as DataRouteMatch[];
  if (errors) {
    const failed = matches.findIndex((match) => errors[match.route.id] !== undefined);
    if (failed >= 0) matches = matches.slice(0, failed + 1);
  }
  return matches.reduceRight<ReactElement | null>((outlet, match, index) => {
    const error = errors ? errors[match.route.id] : undefined;
    const errorElement = (match.route.errorElement as ReactElement | undefined) ?? null;
    const routeMatches = matches.slice(0, index + 1);
    const content = error !== undefined ? errorElement : ((match.route.element as ReactElement | undefined) ?? outlet);
    const route = <RouteContext value={{ outlet, matches: routeMatches, isDataRoute: true }}>{content}</RouteContext>;
    if (!match.route.errorElement && index > 0) return route;
    return (
      <RouteErrorBoundary location={state.location} revalidation={state.revalidation} error={error} fallback={errorElement} routeContext={{ outlet: null, matches: routeMatches, isDataRoute: true }}>
        {route}
      </RouteErrorBoundary>
    );
  }, null);
}

interface BoundaryProps {
  location: RouterState['location'];
  revalidation: RouterState['revalidation'];
  error: unknown;
  fallback: ReactNode;
  routeContext: RouteContextValue;
  children: ReactNode;
}
interface BoundaryState {
  location: RouterState['location'];
  revalidation: RouterState['revalidation'];
  error: unknown;
}

/** A route's error boundary: shows the route's error element for a render error, until the location changes. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { location: props.location, revalidation: props.revalidation, error: props.error };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    // A new location, or a revalidation that has finished, starts over from the router's errors.
    if (state.location !== props.location || (state.revalidation !== 'idle' && props.revalidation === 'idle')) {
      return { error: props.error, location: props.location, revalidation: props.revalidation };
    }
    return { error: props.error !== undefined ? props.error : state.error, location: state.location, revalidation: props.revalidation || state.revalidation };
  }

  override componentDidCatch(error: unknown) {
    console.error('A route failed to render', error);
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    return (
      <RouteContext value={this.props.routeContext}>
        <RouteErrorContext value={error}>{this.props.fallback}</RouteErrorContext>
      </RouteContext>
    );
  }
}
