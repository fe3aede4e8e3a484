// The one message between the hearts (loaded after hydration) and the header's saved count (in the
// shell): the list's new length after a change on this page.
export const SAVED_COUNT_EVENT = 'saved-items:count';
export const SAVED_COOKIE = 'customer_saved';
