// React Router's router core (createRouter) and browser history, for the browser router's own chunk. The client build
// gives this module a copy of the core of its own (esbuild.config.mjs, lazyRouterCore): the hooks
// and components the page hydrates with share the core's file, and without the copy the whole
// file would land in their chunk, loaded before the page can hydrate.
export { UNSAFE_createBrowserHistory, UNSAFE_createRouter } from 'react-router';
