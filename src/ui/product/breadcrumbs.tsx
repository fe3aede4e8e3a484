import { Link } from '../components/link';
import type { LinkView } from './view-models';

export function Breadcrumbs({ trail, current }: { trail: readonly LinkView[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
