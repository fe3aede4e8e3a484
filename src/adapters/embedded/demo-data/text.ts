// Small text helpers for generated data.
import escapeHtml from 'escape-html';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/["']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Escapes text for HTML and XML (SVG) bodies and attribute values (&#39; is valid in both). */
export const escapeMarkup = (text: string): string => escapeHtml(text);

export function padNumber(value: number, width: number): string {
  return String(value).padStart(width, '0');
}
