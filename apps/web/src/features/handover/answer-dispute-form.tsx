import { DisputeAnswerBody } from '@resale-zone/contract/handover';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { notify } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { DisputeStatement } from './dispute-statement.tsx';
import { useAnswerDispute } from './handover.api.ts';

const FIELDS = ['answer', 'photos'] as const;

/** The seller's side of the buyer's report: words and photos, sent once while it is open. */
export function AnswerDisputeForm({ bookingId }: { bookingId: string }) {
  const send = useAnswerDispute(bookingId);
  const form = useContractForm({
    schema: DisputeAnswerBody,
    defaultValues: { answer: '', photos: [] },
    fields: FIELDS,
    send: async (values) => {
      await send.mutateAsync(values);
      notify.success('Your answer was sent: an admin reads both sides');
    },
  });

  return (
    <form className="grid gap-3" noValidate onSubmit={form.submit} aria-labelledby="answer-title">
      <h3 id="answer-title" className="font-semibold">
        Answer with your side
      </h3>
      <p className="text-sm text-ink-muted">
        The admin reads both sides before deciding. You can answer once.
      </p>
      {form.problem ? <FormProblem>{form.problem.message}</FormProblem> : null}
      <DisputeStatement label="Your answer" words={fieldProps(form, 'answer')} form={form} />
      <SubmitButton busy={send.isPending} busyText="Sending…">
        Send my answer
      </SubmitButton>
    </form>
  );
}
