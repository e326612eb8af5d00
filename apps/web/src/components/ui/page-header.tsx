// Not in page-text.tsx: only dashboard lists use it, and page-text is in the public pages' download.
import type { ReactNode } from 'react';
import { PageHeading, type PageHeadingProps } from './page-text.tsx';

export interface PageHeaderProps extends PageHeadingProps {
  /** A line under the heading: what the page holds, how many. */
  lead?: ReactNode;
  /** A link or button beside the heading (under it when the page is narrow). */
  action?: ReactNode;
}

/** A dashboard list's top: its heading, a line under it, and an action beside them. */
export function PageHeader({ lead, action, ...heading }: PageHeaderProps) {
  const text = (
    <div>
      <PageHeading {...heading} />
      {lead ? <p className="text-ink-muted">{lead}</p> : null}
    </div>
  );
  if (!action) return text;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {text}
      {action}
    </div>
  );
}
