import type { ReactNode } from 'react';
import { DialogActions, type DialogActionsProps } from './dialog-actions.tsx';
import { FormModal, type FormModalProps } from './form-modal.tsx';

export interface ContractFormModalProps
  extends
    Omit<FormModalProps, 'problem' | 'busy' | 'onSubmit' | 'onCancel' | 'children'>,
    Pick<DialogActionsProps, 'tone' | 'focusCancel'> {
  /** `useContractForm`'s form: its submit, its problem, its busy state; emptied on Cancel. */
  form: {
    submit: () => void;
    problem: Error | null;
    formState: { isSubmitting: boolean };
    reset: () => void;
  };
  onClose: () => void;
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A `useContractForm` form in a FormModal: its fields, then Cancel (which empties it) and submit. */
export function ContractFormModal({
  form,
  onClose,
  submitLabel,
  tone,
  focusCancel,
  children,
  ...modal
}: ContractFormModalProps) {
  const busy = form.formState.isSubmitting;
  const cancel = () => {
    form.reset();
    onClose();
  };
  return (
    <FormModal
      {...modal}
      problem={form.problem?.message ?? null}
      onCancel={cancel}
      busy={busy}
      onSubmit={form.submit}
    >
      {children}
      <DialogActions onCancel={cancel} isPending={busy} tone={tone} focusCancel={focusCancel}>
        {submitLabel}
      </DialogActions>
    </FormModal>
  );
}
