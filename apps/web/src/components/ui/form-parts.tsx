import type { FormEvent, ReactNode } from 'react';
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

/** What an InlineForm needs of its form (`useContractForm`'s). */
export interface InlineFormState {
  submit: (event: FormEvent<HTMLFormElement>) => void;
  problem: Error | null;
  formState: { isSubmitting: boolean };
}

/**
 * A one-row form in a bordered box (an admin table's "add" form): its fields side by side from
 * `sm` up, in `columns` (a grid template for the fields), then the submit button, and the form's
 * problem on a row of its own.
 */
export function InlineForm({
  label,
  columns,
  form,
  submitText,
  children,
}: {
  label: string;
  columns: string;
  form: InlineFormState;
  submitText: string;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.submit}
      className={`mb-6 grid gap-4 rounded-box border border-base-300 p-4 sm:items-start ${columns}`}
    >
      {children}
      <button
        type="submit"
        className="btn btn-primary sm:mt-7"
        disabled={form.formState.isSubmitting}
      >
        {submitText}
      </button>
      {form.problem ? (
        <div className="sm:col-span-full">
          <FormProblem>{form.problem.message}</FormProblem>
        </div>
      ) : null}
    </form>
  );
}
