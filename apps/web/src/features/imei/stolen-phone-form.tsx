import { StolenReportBody } from '@resale-zone/contract/imei';
import { TextField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { notify } from '../../lib/toast.ts';
import { useReportStolen } from './imei.api.ts';

const FIELDS = ['imei', 'note'] as const;

/** What the member is told; it never says whether the IMEI was blocked before. */
export const STOLEN_REPORT_TOLD = {
  blocked: 'Reported. This IMEI is blocked: nobody can list this phone on Resale Zone.',
  'sent-to-admins':
    'Reported. You did not list or buy this phone here, so an admin checks the report before the IMEI is blocked. Add a police report number in the note if you have one.',
} as const;

/**
 * A member reports a phone stolen by its IMEI: blocked at once when they listed or bought it here,
 * otherwise sent to the admins. The format and check digit are checked here as on the server.
 */
export function StolenPhoneForm() {
  const report = useReportStolen();
  const form = useContractForm({
    schema: StolenReportBody,
    defaultValues: { imei: '', note: '' },
    fields: FIELDS,
    send: async (values) => {
      const answer = await report.mutateAsync({
        imei: values.imei,
        note: values.note || undefined,
      });
      notify.success(STOLEN_REPORT_TOLD[answer.outcome]);
    },
    resetAfter: true,
  });
  return (
    <form method="post" noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <TextField
        label="IMEI of the stolen phone"
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        hint="15 digits (spaces and dashes are fine): on the box, the receipt, or your carrier's account page."
        {...fieldProps(form, 'imei')}
      />
      <TextField
        label="Note (optional)"
        maxLength={300}
        hint="Where and when it was stolen; a police report number helps."
        {...fieldProps(form, 'note')}
      />
      {form.problem ? <FormProblem>{form.problem.message}</FormProblem> : null}
      <SubmitButton busy={form.formState.isSubmitting} busyText="Reporting…">
        Report stolen
      </SubmitButton>
    </form>
  );
}
