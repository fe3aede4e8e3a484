/** Only web, mail and phone links, or site-relative paths, survive; anything else (javascript:) is dropped. */
export function safeHref(href: string): string | null {
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  return null;
}
