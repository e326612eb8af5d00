import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { notify } from '../../lib/toast.ts';
import { toAuthError, type AuthAction } from './auth-errors.ts';

/** Which of the two forms it is (also what a refusal is read as). */
export type AuthFormAction = Extract<AuthAction, 'sign-in' | 'sign-up'>;

/**
 * Sign in's and sign up's form: checked with its schema, then `send`. A refusal stays on the form
 * as a sentence, under the field its code names (`fieldOfCode`) or over the button (`problem`),
 * and it is toasted too.
 */
export function useAuthForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  action,
  fieldOfCode,
  send,
}: {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  action: AuthFormAction;
  fieldOfCode: Partial<Record<string, Path<In>>>;
  send: (values: Out) => Promise<unknown>;
}) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const [problem, setProblem] = useState<string | null>(null);
  const handle = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
    } catch (err) {
      const { code, message } = toAuthError(err, action);
      const field = fieldOfCode[code];
      if (field) form.setError(field, { message }, { shouldFocus: true });
      else setProblem(message);
      notify.error(message);
    }
  });
  return { action, form, problem, submit: () => void handle(), busy: form.formState.isSubmitting };
}
