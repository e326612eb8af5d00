import { DISPUTE_REASONS, DisputeBody } from '@resale-zone/contract/handover';
import { SelectField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { formatWhen } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { DisputeStatement } from './dispute-statement.tsx';
import { useReportProblem } from './handover.api.ts';

const FIELDS = ['reason', 'description', 'photos'] as const;

/** "Report a problem" within 48 hours of the handover: what went wrong, in the buyer's words. */
export function ReportProblemForm({ bookingId, until }: { bookingId: string; until: string }) {
  const report = useReportProblem(bookingId);
  const form = useContractForm({
    schema: DisputeBody,
    defaultValues: { reason: '' as DisputeBody['reason'], description: '', photos: [] },
    fields: FIELDS,
    send: async (values) => {
      await report.mutateAsync(values);
      notify.success('Problem reported: an admin will look at it');
    },
  });
  const { date, time } = formatWhen(until);

  return (
    <section aria-labelledby="report-problem-title" className="card border border-base-300">
      <form className="card-body gap-4" noValidate onSubmit={form.submit}>
        <h2 id="report-problem-title" className="card-title text-lg">
          Report a problem
        </h2>
        <p className="text-sm text-ink-muted">
          Something wrong with the phone? Tell us until {date}, {time}. An admin looks at it and may
          refund you; both you and the seller see the outcome.
        </p>
        {form.problem ? <FormProblem>{form.problem.message}</FormProblem> : null}
        <SelectField id="problem-reason" label="What went wrong" {...fieldProps(form, 'reason')}>
          <option value="">Choose…</option>
          {DISPUTE_REASONS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <DisputeStatement label="Description" words={fieldProps(form, 'description')} form={form} />
        <SubmitButton busy={report.isPending} busyText="Sending…">
          Report a problem
        </SubmitButton>
      </form>
    </section>
  );
}
