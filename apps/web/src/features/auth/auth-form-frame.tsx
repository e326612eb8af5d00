import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import type { ReturnState } from './return-path.ts';

interface AuthFormFrameProps {
  /** `useAuthForm`'s: the submit, why the last try failed (over the button), the busy state. */
  auth: { submit: () => void; problem: string | null; busy: boolean };
  busyText: string;
  submitText: string;
  /** The fields, then anything under them (a link). */
  children: ReactNode;
  /** The Google way in, under an "or". */
  google: ReactNode;
  /** The way to the other form: its question, its link's words and address. */
  other: { question: string; label: string; to: string; state: ReturnState };
}

/** Sign in's and sign up's frame: the form and its button, "or" Google, the way to the other. */
export function AuthFormFrame({
  auth: { submit, problem, busy },
  busyText,
  submitText,
  children,
  google,
  other,
}: AuthFormFrameProps) {
  return (
    <div className="flex flex-col gap-5">
      <form
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-4"
      >
        {children}
        {problem ? <FormProblem>{problem}</FormProblem> : null}
        <SubmitButton busy={busy} busyText={busyText}>
          {submitText}
        </SubmitButton>
      </form>
      <div className="divider my-0 text-sm text-ink-muted">or</div>
      {google}
      <p className="text-center text-sm">
        {other.question}{' '}
        <Link to={other.to} state={other.state} className="link link-primary font-medium">
          {other.label}
        </Link>
      </p>
    </div>
  );
}
