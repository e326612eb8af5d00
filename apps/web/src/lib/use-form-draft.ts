import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

export interface FormDraftOptions<T extends FieldValues> {
  /** Where the draft is kept in localStorage; null while unknown (no account yet): nothing kept. */
  key: string | null;
  /** Fields never kept: files (localStorage holds text) and values that follow the account. */
  omit?: readonly (keyof T & string)[];
}

function readDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null; // storage off (private mode) or a damaged entry: start empty
  }
}

function writeDraft(key: string, values: Record<string, unknown> | null) {
  try {
    if (values) localStorage.setItem(key, JSON.stringify(values));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or off: the form still works, only without its draft.
  }
}

/**
 * Keeps a form's typed values in the browser (localStorage, under `key`) until it is submitted or
 * discarded, so that a reload, a crash or a slip of Back does not lose them: the draft is put back
 * on the next visit and `restored` says so (the form offers Discard). Only values that differ from
 * the form's defaults make a draft; the restored form stays dirty, so leaving still asks.
 */
export function useFormDraft<T extends FieldValues, Context, Output>(
  form: UseFormReturn<T, Context, Output>,
  { key, omit = [] }: FormDraftOptions<T>,
) {
  const [restored, setRestored] = useState(false);
  const readFor = useRef<string | null>(null);
  const omitted = useRef(new Set<string>(omit));

  const kept = useCallback(
    (values: Record<string, unknown>) => {
      const defaults = (form.formState.defaultValues ?? {}) as Record<string, unknown>;
      const entries = Object.entries(values).filter(
        ([name, value]) =>
          !omitted.current.has(name) && (typeof value === 'string' || typeof value === 'number'),
      );
      const changed = entries.some(([name, value]) => value !== defaults[name]);
      return changed ? Object.fromEntries(entries) : null;
      // formState is a stable proxy; defaultValues read at call time
    },
    [form],
  );

  // Put the draft back once the key is known (the account may load after the first render).
  useEffect(() => {
    if (!key || readFor.current === key) return;
    readFor.current = key;
    const draft = readDraft(key);
    if (!draft) return;
    const current = form.getValues() as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(current).map(([name, value]) => [
        name,
        !omitted.current.has(name) && name in draft ? draft[name] : value,
      ]),
    );
    // Defaults stay the empty form's: the restored form is dirty, as the seller left it.
    form.reset(values as T, { keepDefaultValues: true });
    setRestored(true);
  }, [key, form]);

  // Every change is written at once: a reload a moment later keeps it.
  useEffect(() => {
    if (!key) return;
    const subscription = form.watch((values) => {
      if (readFor.current !== key) return;
      writeDraft(key, kept(values as Record<string, unknown>));
    });
    return () => subscription.unsubscribe();
  }, [key, form, kept]);

  /** Forgets the draft (after a successful submit). */
  const clear = useCallback(() => {
    if (key) writeDraft(key, null);
    setRestored(false);
  }, [key]);

  /** Forgets the draft and empties the form (to `values`, or to its defaults). */
  const discard = useCallback(
    (values?: T) => {
      if (key) writeDraft(key, null);
      form.reset(values);
      setRestored(false);
    },
    [key, form],
  );

  return { restored, clear, discard };
}
