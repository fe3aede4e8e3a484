import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { RichText } from '../../application/content';
import { ContentLink } from '../layout/content-link';

// Portable Text renders spans as text nodes, so markup inside content stays inert; link
// targets are the only attribute content controls: ContentLink checks them with safeHref and
// gives site paths the locale prefix.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <ContentLink href={typeof value?.href === 'string' ? value.href : ''}>{children}</ContentLink>,
  },
};

export function RichTextView({ value }: { value: RichText }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return <PortableText value={value as any} components={components} />;
}
