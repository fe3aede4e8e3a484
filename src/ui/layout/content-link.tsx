import type { ReactNode } from 'react';
import { useRootData } from '../use-root-data';
import { contentTarget } from './content-href';
import { RouteLink } from '../components/route-link';

interface ContentLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link an editor wrote, localized by the domain rule and checked (see contentTarget). A path of
 * the selected locale goes through the router (client navigation); another locale's path, web,
 * mail and phone links are plain anchors; an unsafe one (javascript:) renders as plain text.
 */
export function ContentLink({ href, children, className, onClick }: ContentLinkProps) {
  // Without root data (a failed root loader) the router's basename still prefixes site paths.
  const pathPrefix = useRootData()?.selectedLocale.pathPrefix ?? '';
  const target = contentTarget(href, { pathPrefix });
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'route') {
    return (
      <RouteLink to={target.to} className={className} onClick={onClick}>
        {children}
      </RouteLink>
    );
  }
  return (
    <a href={target.href} className={className} onClick={onClick} {...(target.external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
