import { useId, useState } from 'react';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';

export interface ClaimDialogProps {
  open: boolean;
  title: string;
  intro: string;
  /** Offers "I agree" and "I came" before the words (the answer to a claim). */
  choice?: boolean;
  submitLabel: string;
  isPending: boolean;
  /** Sends the words (and the choice); rejects with the server's refusal. */
  onSubmit: (text: string, agree: boolean) => Promise<unknown>;
  onClose: () => void;
}

/** A no-show claim, or the answer to one: the person's own words, and for an answer, a choice. */
export function ClaimDialog(props: ClaimDialogProps) {
  const { open, title, intro, choice, submitLabel, isPending, onClose } = props;
  const ids = useId();
  const [text, setText] = useState('');
  const [agree, setAgree] = useState<boolean | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setText('');
      setAgree(null);
      setError(undefined);
      setProblem(null);
    }
  }

  async function submit() {
    if (choice && agree === null) return setProblem('Say whether you agree.');
    if (text.trim().length < 3) return setError('Say what happened');
    setError(undefined);
    setProblem(null);
    try {
      await props.onSubmit(text.trim(), agree === true);
      onClose();
    } catch (err) {
      const refused = refusedField(err, ['statement', 'text']);
      if (refused) setError(refused.message);
      else setProblem(err instanceof Error ? err.message : String(err));
    }
  }

  const options: [boolean, string][] = [
    [true, 'I agree: I did not come'],
    [false, 'I came: an administrator decides'],
  ];
  return (
    <FormModal
      open={open}
      onCancel={onClose}
      busy={isPending}
      title={title}
      intro={intro}
      problem={problem}
      onSubmit={() => void submit()}
    >
      {choice ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Your answer</legend>
          {options.map(([value, label], i) => (
            <label key={label} className="flex cursor-pointer items-center gap-3">
              <input
                type="radio"
                name={`${ids}-agree`}
                className="radio radio-primary radio-sm"
                checked={agree === value}
                onChange={() => setAgree(value)}
                data-autofocus={i === 0 || undefined}
              />
              {label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextAreaField
        id={`${ids}-text`}
        label="What happened"
        error={error}
        data-autofocus={!choice || undefined}
        rows={4}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={isPending}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
