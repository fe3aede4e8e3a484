// Product copy comes from the catalogue as HTML. It is trusted editorial content, but it is
// still cut down to a small allow-list before it reaches the page.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'span'],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope'], td: ['colspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
};

export function productHtml(html: string | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : '';
}
