import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A form's submit button: full width, with a spinner and its busy wording while it works. Disabled
 * until the page is hydrated: a server-rendered form can be typed into before its script runs, and
 * a disabled default button stops the browser's own submission (Enter included).
 */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || !hydrated}>
      {busy ? <span aria-hidden className="loading loading-spinner loading-sm" /> : null}
      {busy ? busyText : children}
    </button>
  );
}

/** A problem with the whole form (not one field): the network, a limit, the server. */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      <TriangleAlert aria-hidden className="size-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
}
