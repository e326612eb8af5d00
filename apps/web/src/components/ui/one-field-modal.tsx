import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions.tsx';
import { FormModal, type FormModalProps } from './form-modal.tsx';

export interface OneFieldModalProps extends Pick<FormModalProps, 'open' | 'title' | 'intro'> {
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
  dialog,
  submitLabel,
  tone,
  isPending,
  onClose,
  children,
  ...modal
}: OneFieldModalProps) {
  return (
    <FormModal
      {...modal}
      onCancel={onClose}
      busy={isPending}
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
