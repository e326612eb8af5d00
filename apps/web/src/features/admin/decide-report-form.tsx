import { useState } from 'react';
import type { ConversationReport } from '@resale-zone/contract/conversations';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useDecideConversationReport } from './conversation-reports.api.ts';
import { RadioChoices } from '../../components/ui/radio-choices.tsx';

/** Dismiss the report, or stop the reported account from sending messages, with a note. */
export function DecideReportForm({ report }: { report: ConversationReport }) {
  const decide = useDecideConversationReport(report._id);
  const [action, setAction] = useState<'dismiss' | 'ban'>('dismiss');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    if (note.trim() === '') {
      setError('Write a note for the audit trail');
      return;
    }
    setError(undefined);
    try {
      await decide.mutateAsync({ action, note });
      notify.success(
        action === 'ban'
          ? `${report.reported.name} can no longer send messages`
          : 'Report dismissed',
      );
    } catch (err) {
      if (err instanceof ApiError && err.field === 'note') setError(err.fieldMessage);
    }
  };
  const problem =
    decide.error instanceof ApiError && decide.error.field === 'note' ? null : decide.error;

  return (
    <form
      className="grid gap-4 rounded-box border border-base-300 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-lg font-bold">Decide</h2>
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <RadioChoices
        legend="Outcome"
        choices={[
          ['dismiss', 'Dismiss: nothing wrong'],
          ['ban', `Stop ${report.reported.name} from sending messages`],
        ]}
        value={action}
        onChange={setAction}
      />
      <TextAreaField
        id="decision-note"
        label="Note (for the audit trail)"
        error={error}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <SubmitButton busy={decide.isPending} busyText="Saving…">
        Decide
      </SubmitButton>
    </form>
  );
}
