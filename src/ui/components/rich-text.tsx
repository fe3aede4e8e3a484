import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { RichText } from '../../application/content';
import { safeHref } from '../safe-href';

// Portable Text renders spans as text nodes, so markup inside content stays inert; link
// targets are the only attribute content controls, and they are checked.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = safeHref(typeof value?.href === 'string' ? value.href : '');
      return href ? <a href={href}>{children}</a> : <>{children}</>;
    },
  },
};

export function RichTextView({ value }: { value: RichText }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return <PortableText value={value as any} components={components} />;
}
