import { StolenReportBody } from '@resale-zone/contract/imei';
import { TextField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { notify } from '../../lib/toast.ts';
import { useReportStolen } from './imei.api.ts';

const FIELDS = ['imei', 'note'] as const;

/**
 * The owner of a phone reports it stolen by its IMEI: it is blocked at once, so nobody can list it
 * on Resale Zone. The format and check digit are checked here as on the server.
 */
export function StolenPhoneForm() {
  const report = useReportStolen();
  const {
    register,
    submit,
    problem,
    formState: { errors, isSubmitting },
  } = useContractForm({
    schema: StolenReportBody,
    defaultValues: { imei: '', note: '' },
    fields: FIELDS,
    send: async (values) => {
      const answer = await report.mutateAsync({
        imei: values.imei,
        note: values.note || undefined,
      });
      notify.success(
        answer.alreadyBlocked
          ? 'This IMEI was already on our blocklist: it cannot be listed here.'
          : 'Reported. This IMEI is now blocked: nobody can list this phone on Resale Zone.',
      );
    },
    resetAfter: true,
  });
  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="IMEI of the stolen phone"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        hint="15 digits: on the box, the receipt, or your carrier's account page."
        error={errors.imei?.message}
        {...register('imei')}
      />
      <TextField
        label="Note (optional)"
        maxLength={300}
        hint="Where and when it was stolen; a police report number helps."
        error={errors.note?.message}
        {...register('note')}
      />
      {problem ? <FormProblem>{problem.message}</FormProblem> : null}
      <SubmitButton busy={isSubmitting} busyText="Reporting…">
        Report stolen
      </SubmitButton>
    </form>
  );
}
