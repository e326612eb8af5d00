import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { refusedField } from './api-client.ts';

interface ContractFormOptions<In extends FieldValues, Out> {
  /** The contract's schema of the request: checked before sending, with its messages. */
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Fields whose refusal by the server (a 400 naming one) shows under it, focused. */
  fields: readonly Path<In>[];
  /** Sends the checked values; a rejection is the server's answer. */
  send: (values: Out) => Promise<unknown>;
  /** Empties the form once the server took it (a form used again, not one that moves on). */
  resetAfter?: boolean;
}

export interface ContractForm<In extends FieldValues, Out> extends UseFormReturn<In, unknown, Out> {
  /** The form's onSubmit. */
  submit: (event?: FormEvent) => void;
  /** Why the server refused it, when no field is named: shown on top of the form. */
  problem: Error | null;
}

/**
 * A form that sends a request of the contract, the one way forms here do it: react-hook-form
 * checks it with the contract's schema, then `send`; the server's refusal of a field lands on that
 * field, any other failure in `problem`.
 */
export function useContractForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  fields,
  send,
  resetAfter = false,
}: ContractFormOptions<In, Out>): ContractForm<In, Out> {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const [problem, setProblem] = useState<Error | null>(null);
  const handle = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
      if (resetAfter) form.reset();
    } catch (err) {
      const refused = refusedField(err, fields);
      if (refused)
        form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
      else setProblem(err instanceof Error ? err : new Error(String(err)));
    }
  });
  return { ...form, submit: (event) => void handle(event), problem };
}
