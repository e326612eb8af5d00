import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useReturnState, type ReturnState } from './return-path.ts';
import type { AuthFormAction } from './use-auth-form.ts';

/** Each form's button, and the way to the other form: its question, link words and address. */
const FORMS = {
  'sign-in': {
    submitText: 'Sign in',
    busyText: 'Signing in…',
    other: { question: 'New to Resale Zone?', label: 'Create an account', to: '/singup' },
  },
  'sign-up': {
    submitText: 'Sign up',
    busyText: 'Creating your account…',
    other: { question: 'Already have an account?', label: 'Sign in', to: '/singin' },
  },
} as const satisfies Record<AuthFormAction, unknown>;

interface AuthFormFrameProps {
  /** `useAuthForm`'s: which form, its submit, why the last try failed (over the button), busy. */
  auth: { action: AuthFormAction; submit: () => void; problem: string | null; busy: boolean };
  /** The fields, then anything under them (a link). */
  children: ReactNode;
  /** The Google way in, under an "or". */
  google: ReactNode;
  /** Carried by the way to the other form; by default, this page's. */
  returnState?: ReturnState;
}

/** Sign in's and sign up's frame: the form and its button, "or" Google, the way to the other. */
export function AuthFormFrame({
  auth: { action, submit, problem, busy },
  children,
  google,
  returnState,
}: AuthFormFrameProps) {
  const { submitText, busyText, other } = FORMS[action];
  const here = useReturnState();
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
        <Link to={other.to} state={returnState ?? here} className="link link-primary font-medium">
          {other.label}
        </Link>
      </p>
    </div>
  );
}
