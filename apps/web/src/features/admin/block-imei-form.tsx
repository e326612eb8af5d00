import { BLOCK_REASONS, BlockImeiBody } from '@resale-zone/contract/imei';
import { Field, TextField } from '../../components/ui/field.tsx';
import { FormProblem } from '../../components/ui/form-parts.tsx';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useBlockImei } from './blocked-imeis.api.ts';

const FIELDS = ['imei', 'reason', 'note'] as const;

export const REASON_LABELS: Record<(typeof BLOCK_REASONS)[number], string> = {
  stolen: 'Stolen',
  lost: 'Lost',
  fraud: 'Fraud',
  other: 'Other',
};

/** An admin adds an IMEI to the blocklist: it cannot be listed from then on. */
export function BlockImeiForm() {
  const block = useBlockImei();
  const {
    register,
    submit,
    problem,
    formState: { errors, isSubmitting },
  } = useContractForm({
    schema: BlockImeiBody,
    defaultValues: { imei: '', reason: 'stolen', note: '' },
    fields: FIELDS,
    send: (values) => block.mutateAsync({ ...values, note: values.note || undefined }),
    resetAfter: true,
  });
  return (
    <form
      aria-label="Block an IMEI"
      noValidate
      onSubmit={submit}
      className="mb-6 grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-[1fr_10rem_1fr_auto] sm:items-start"
    >
      <TextField
        label="IMEI"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        error={errors.imei?.message}
        {...register('imei')}
      />
      <Field label="Reason" error={errors.reason?.message}>
        {(control) => (
          <select {...control} {...register('reason')} className="select w-full">
            {BLOCK_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="Note (optional)"
        maxLength={300}
        error={errors.note?.message}
        {...register('note')}
      />
      <button type="submit" className="btn btn-primary sm:mt-7" disabled={isSubmitting}>
        Block IMEI
      </button>
      {problem ? (
        <div className="sm:col-span-4">
          <FormProblem>{problem.message}</FormProblem>
        </div>
      ) : null}
    </form>
  );
}
