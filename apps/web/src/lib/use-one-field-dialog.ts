import { useState } from 'react';
import { refusedField } from './api-client.ts';

/** A field's value as typed, checked: the value to send, or why it cannot be sent. */
export type FieldCheck<T> =
  | { ok: true; value: T }
  /** Why the field cannot be sent (under it), or what else is missing (`problem`, on top). */
  | { ok: false; message?: string; problem?: string };

/**
 * A dialog with one field (a price, a reply, a reason): empty at each opening, checked before
 * it is sent, closed once sent. The server's refusal of that field shows under it, anything else
 * above the form (`problem`).
 */
export function useOneFieldDialog<T>({
  open,
  field,
  check,
  send,
  onClose,
  onOpen,
}: {
  open: boolean;
  /** The server's name of the field (or names, one per request it answers), for its refusals. */
  field: string | readonly string[];
  check: (typed: string) => FieldCheck<T>;
  send: (value: T) => Promise<unknown>;
  onClose: () => void;
  /** Each opening: the dialog's own state starts afresh too. */
  onOpen?: () => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts empty (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setValue('');
      setError(undefined);
      setProblem(null);
      onOpen?.();
    }
  }

  async function submit() {
    const checked = check(value);
    if (!checked.ok)
      return checked.problem ? setProblem(checked.problem) : setError(checked.message);
    setError(undefined);
    setProblem(null);
    try {
      await send(checked.value);
      onClose();
    } catch (err) {
      const refused = refusedField(err, typeof field === 'string' ? [field] : field);
      if (refused) setError(refused.message);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  return { value, setValue, error, problem, submit };
}
