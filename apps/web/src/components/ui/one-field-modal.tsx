import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions.tsx';
import { FormModal } from './form-modal.tsx';

export interface OneFieldModalProps {
  open: boolean;
  title: string;
  intro?: string;
  /** `useOneFieldDialog`'s problem and submit. */
  dialog: { problem: string | null; submit: () => Promise<unknown> };
  submitLabel: string;
  tone?: 'btn-primary' | 'btn-error';
  isPending: boolean;
  onClose: () => void;
  /** The field (and anything asked before it). */
  children: ReactNode;
}

/** A `useOneFieldDialog` in a FormModal: its field, then Cancel and the action. */
export function OneFieldModal({
  open,
  title,
  intro,
  dialog,
  submitLabel,
  tone,
  isPending,
  onClose,
  children,
}: OneFieldModalProps) {
  return (
    <FormModal
      open={open}
      onCancel={onClose}
      busy={isPending}
      title={title}
      intro={intro}
      problem={dialog.problem}
      onSubmit={() => void dialog.submit()}
    >
      {children}
      <DialogActions onCancel={onClose} isPending={isPending} tone={tone}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
