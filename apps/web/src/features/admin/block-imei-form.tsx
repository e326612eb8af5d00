import { BLOCK_REASONS, BlockImeiBody } from '@resale-zone/contract/imei';
import { SelectField, TextField } from '../../components/ui/field.tsx';
import { InlineForm } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
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
  const form = useContractForm({
    schema: BlockImeiBody,
    defaultValues: { imei: '', reason: 'stolen', note: '' },
    fields: FIELDS,
    send: (values) => block.mutateAsync({ ...values, note: values.note || undefined }),
    resetAfter: true,
  });
  return (
    <InlineForm
      label="Block an IMEI"
      columns="sm:grid-cols-[1fr_10rem_1fr_auto]"
      form={form}
      submitText="Block IMEI"
    >
      <TextField
        label="IMEI"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...fieldProps(form, 'imei')}
      />
      <SelectField label="Reason" {...fieldProps(form, 'reason')}>
        {BLOCK_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REASON_LABELS[reason]}
          </option>
        ))}
      </SelectField>
      <TextField label="Note (optional)" maxLength={300} {...fieldProps(form, 'note')} />
    </InlineForm>
  );
}
