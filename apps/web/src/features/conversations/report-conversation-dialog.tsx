import { useState } from 'react';
import { CONVERSATION_REPORT_REASONS } from '@resale-zone/contract/conversations';
import type { ConversationReportReason } from '@resale-zone/contract/conversations';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { SelectField, TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { notify } from '../../lib/toast.ts';
import { useReportConversation } from './conversations.api.ts';

/** Report a conversation to the admins, with a reason and an optional note. */
export function ReportConversationDialog({
  conversationId,
  open,
  onClose,
}: {
  conversationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const report = useReportConversation(conversationId);
  const [reason, setReason] = useState<ConversationReportReason | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (!reason) {
      setError('Choose a reason');
      return;
    }
    try {
      await report.mutateAsync({ reason, note: note.trim() || undefined });
      notify.success('Reported: an admin will read this conversation');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <FormModal
      open={open}
      onCancel={onClose}
      busy={report.isPending}
      title="Report this conversation"
      intro="An admin reads the conversation and may stop this person from sending messages."
      problem={report.error?.message}
      onSubmit={() => void submit()}
    >
      <SelectField
        id="report-reason"
        label="Reason"
        error={error}
        value={reason}
        data-autofocus
        onChange={(e) => {
          setReason(e.target.value as ConversationReportReason);
          setError(undefined);
        }}
      >
        <option value="">Choose…</option>
        {CONVERSATION_REPORT_REASONS.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="report-note"
        label="What happened (optional)"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={report.isPending} tone="btn-error">
        Report
      </DialogActions>
    </FormModal>
  );
}
