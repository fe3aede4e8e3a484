// The one Badge (issue 33): a product's ribbon ('Open Box', 'Sale', 'New' ...) has one shape
// everywhere, its colour chosen by its kind: styled by its data-badge attribute
// (styles/components.css), so each place keeps its own class names (the journeys read them).

export interface BadgeRibbon {
  kind: string;
  label: string;
}

export function Badge({ ribbon, className = 'badge', testId }: { ribbon: BadgeRibbon; className?: string; testId?: string }) {
  return (
    <span data-badge={ribbon.kind} className={className} data-testid={testId}>
      {ribbon.label}
    </span>
  );
}

/** A badge that is not a ribbon (the warranty): outlined, the same shape. */
export function OutlineBadge({ children, className = 'badge' }: { children: string; className?: string }) {
  return (
    <span data-badge="outline" className={className}>
      {children}
    </span>
  );
}
