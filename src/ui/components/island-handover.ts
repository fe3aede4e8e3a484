// What an island (lazy-part.ts, islandPart) carries from the server's HTML to the live part that
// replaces it: fetched with the part's chunk, so none of it is in the first load.
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const FIELDS = 'input[name], textarea[name], select[name]';

/** What the shopper typed into the server's HTML, by field name, the field that had the focus, the disclosures opened. */
export function readFields(root: Element) {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<Field>(FIELDS)) if (!(field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'checkbox' || field.type === 'radio'))) values.set(field.name, field.value);
  const focused = root.contains(document.activeElement) ? ((document.activeElement as Field | null)?.name ?? null) : null;
  // Disclosures the shopper opened (the product alerts' 'Tell me if the price drops').
  const open = [...root.querySelectorAll('details')].flatMap((details, index) => (details.open ? [index] : []));
  return { values, focused, open };
}

/** Puts them into the live part, as typing would (React hears an input event, controlled or not). */
export function writeFields(root: Element, { values, focused, open }: ReturnType<typeof readFields>) {
  const disclosures = root.querySelectorAll('details');
  for (const index of open) if (disclosures[index]) disclosures[index].open = true;
  for (const field of root.querySelectorAll<Field>(FIELDS)) {
    const value = values.get(field.name);
    if (value === undefined || value === field.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (focused) root.querySelector<Field>(`[name="${CSS.escape(focused)}"]`)?.focus();
}

export type Carried = ReturnType<typeof readFields>;
