import { Link } from 'react-router';
import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  to: string;
}

/** The trail above a page's heading: links up the way, then the current page (when known). */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm">
      <ol className="flex min-w-0 items-center gap-1 text-ink-muted">
        {trail.map((crumb, index) => (
          <Fragment key={crumb.to}>
            {index > 0 ? <Separator /> : null}
            <li>
              <Link to={crumb.to} className="link link-hover">
                {crumb.label}
              </Link>
            </li>
          </Fragment>
        ))}
        {current ? (
          <>
            <Separator />
            <li aria-current="page" className="truncate font-medium text-base-content">
              {current}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

function Separator() {
  return (
    <li aria-hidden>
      <ChevronRight className="size-4" />
    </li>
  );
}
