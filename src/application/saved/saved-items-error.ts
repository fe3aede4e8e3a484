// The store of signed-in shoppers' saved lists could not be read or written.
export class SavedItemsUnavailable extends Error {
  override name = 'SavedItemsUnavailable';
}

export const isSavedItemsUnavailable = (error: unknown): error is SavedItemsUnavailable => error instanceof SavedItemsUnavailable;
