/**
 * Only web, mail and phone links, site paths, hash and query links survive; anything else
 * (javascript:, data:, '//host', a backslash a browser would read as '/') is dropped.
 */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  // Browsers drop tabs and newlines inside URLs, so 'java\tscript:' would run as javascript:.
  if (trimmed === '' || /[\u0000-\u001f\u007f\\]/.test(trimmed)) return null;
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') ? null : trimmed;
  if (/^[#?]/.test(trimmed)) return trimmed;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  return null;
}
