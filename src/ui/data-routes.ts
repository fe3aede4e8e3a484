// Where the browser asks the server for a route's data as JSON, and the header a redirect comes
// back in. Constants only: the server, the error screens and the client loaders all read them.
export const DATA_PREFIX = '/_data';
export const REDIRECT_HEADER = 'x-router-redirect';
