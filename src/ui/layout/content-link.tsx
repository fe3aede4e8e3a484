import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localeFromPath } from '../../domain/locale';
import { safeHref } from '../safe-href';

interface ContentLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/**
 * A link an editor wrote. A site path without a locale prefix goes through the router, whose
 * basename is the selected locale's prefix: the link gets that prefix exactly as the domain's
 * localizeHref rule says. A path already naming a locale, and web, mail and phone links, stay as
 * written (a full navigation); unsafe ones (javascript:) render as plain text.
 */
export function ContentLink({ href, children, className, onClick }: ContentLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  if (safe.startsWith('/') && !localeFromPath(safe).prefixed) {
    return (
      <Link to={safe} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(safe);
  return (
    <a href={safe} className={className} onClick={onClick} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
