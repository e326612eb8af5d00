import { useId, useState } from 'react';
import { TextAreaField } from '../../components/ui/field.tsx';
import { OneFieldModal } from '../../components/ui/one-field-modal.tsx';
import { RadioChoices } from '../../components/ui/radio-choices.tsx';
import { useOneFieldDialog } from '../../lib/use-one-field-dialog.ts';

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
  const { open, choice, onClose } = props;
  const ids = useId();
  const [agree, setAgree] = useState<boolean | null>(null);
  const dialog = useOneFieldDialog({
    open,
    field: ['statement', 'text'],
    check: (typed) =>
      choice && agree === null
        ? { ok: false, problem: 'Say whether you agree.' }
        : typed.trim().length < 3
          ? { ok: false, message: 'Say what happened' }
          : { ok: true, value: typed.trim() },
    send: (text) => props.onSubmit(text, agree === true),
    onClose,
    onOpen: () => setAgree(null),
  });

  const options: [boolean, string][] = [
    [true, 'I agree: I did not come'],
    [false, 'I came: an administrator decides'],
  ];
  return (
    <OneFieldModal {...props} dialog={dialog}>
      {choice ? (
        <RadioChoices legend="Your answer" choices={options} value={agree} onChange={setAgree} />
      ) : null}
      <TextAreaField
        id={`${ids}-text`}
        label="What happened"
        error={dialog.error}
        data-autofocus={!choice || undefined}
        rows={4}
        maxLength={1000}
        value={dialog.value}
        onChange={(e) => dialog.setValue(e.target.value)}
      />
    </OneFieldModal>
  );
}
