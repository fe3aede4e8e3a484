import { PortableText, type PortableTextComponents } from '@portabletext/react';
import type { RichText } from '../../application/content/content';
import { ContentLink } from '../layout/content-link';

// Portable Text renders spans as text nodes, so markup inside content stays inert; link
// targets are the only attribute content controls: ContentLink localizes them by the domain rule
// and checks them. Anything the renderer does not know (a block type carrying html, a made-up
// style or mark) shows only its text, never its name or fields.
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <ContentLink href={typeof value?.href === 'string' ? value.href : ''}>{children}</ContentLink>,
  },
  unknownType: () => null,
  unknownMark: ({ children }) => <>{children}</>,
  unknownBlockStyle: ({ children }) => <p>{children}</p>,
};

export function RichTextView({ value }: { value: RichText }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  // The unknown-type handlers above are deliberate, so the renderer need not warn on each render.
  return <PortableText value={value as any} components={components} onMissingComponent={false} />;
}
