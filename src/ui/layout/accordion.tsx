import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';
import { useMediaQuery } from './use-media-query';

interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Closes when the shopper clicks anywhere else. */
  closeOnClickOutside?: boolean;
  /** Shows a 'Minimise' button at the end of the panel. */
  minimise?: boolean;
  /**
   * The heading level of the title (inside the summary); null for no heading, where the toggles
   * are items of a menu rather than sections of the page (the mobile menu: headings there would
   * come before the page's <h1>).
   */
  level?: 2 | 3 | 4 | null;
  className?: string;
  /**
   * A media query ('(min-width: 1024px)') from which the section is always open and not a toggle.
   * CSS shows the panel there before the client mounts, so nothing moves when it does.
   */
  staticFrom?: string;
}

/**
 * Expanded or collapsed (spec section 4); optional click-outside close and minimise button. A
 * native <details>: it opens without JavaScript (issue 30), and React keeps its open state once the
 * page has hydrated, so nothing moves then.
 */
export function Accordion({ title, children, defaultOpen = false, closeOnClickOutside = false, minimise = false, level = 3, className, staticFrom }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open && closeOnClickOutside, close, { inside: root, returnFocusTo: toggle });
  const Heading = level === null ? 'span' : (`h${level}` as const);
  const isStatic = useMediaQuery(staticFrom);
  if (isStatic) {
    const StaticHeading = level === null ? 'div' : (`h${level}` as const);
    return (
      <div className={`accordion accordion--static${className ? ` ${className}` : ''}`}>
        <StaticHeading className="accordion__heading accordion__heading--static">{title}</StaticHeading>
        <div className="accordion__panel">{children}</div>
      </div>
    );
  }
  return (
    <details ref={root} className={`accordion${open ? ' accordion--open' : ''}${className ? ` ${className}` : ''}`} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={toggle} className="accordion__toggle">
        <Heading className="accordion__heading">{title}</Heading>
        <span className="accordion__icon" aria-hidden="true" />
      </summary>
      <div className="accordion__panel">
        {children}
        {minimise ? (
          <button
            type="button"
            className="accordion__minimise"
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            Minimise
          </button>
        ) : null}
      </div>
    </details>
  );
}
