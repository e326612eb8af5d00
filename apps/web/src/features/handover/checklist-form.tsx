import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardCheck } from 'lucide-react';
import { CHECKLIST_ITEMS, ChecklistBody, type ChecklistKey } from '@resale-zone/contract/handover';
import { TextField } from '../../components/ui/field.tsx';
import { FormProblem, SubmitButton } from '../../components/ui/form-parts.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { refusedField } from '../../lib/api-client.ts';
import { useChecklist } from './handover.api.ts';

type ChecklistValues = Record<ChecklistKey, boolean> & { imei?: string };
const FIELDS = [...CHECKLIST_ITEMS.map((item) => item.key), 'imei'] as const;

/** With an IMEI on the listing the buyer must type it; without one it is not asked. */
const withImei = ChecklistBody.required({ imei: true });
const withoutImei = ChecklistBody.omit({ imei: true });

export interface ChecklistFormProps {
  bookingId: string;
  imeiRequired: boolean;
}

/**
 * "Check the phone": the buyer confirms each item with the phone in hand (and types the IMEI
 * that *#06# shows when the listing has one); the server answers the handover code. An IMEI that
 * does not match answers "This phone doesn't match the listing" and the payment stays held.
 */
export function ChecklistForm({ bookingId, imeiRequired }: ChecklistFormProps) {
  const hydrated = useHydrated();
  const check = useChecklist(bookingId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ChecklistValues, unknown, ChecklistBody>({
    // The boxes start unticked (false), which the contract refuses until each is ticked (true).
    resolver: zodResolver(imeiRequired ? withImei : withoutImei) as unknown as Resolver<
      ChecklistValues,
      unknown,
      ChecklistBody
    >,
    defaultValues: {
      screen: false,
      cameras: false,
      battery: false,
      sim: false,
      activationLock: false,
      ...(imeiRequired ? { imei: '' } : {}),
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await check.mutateAsync(values);
    } catch (err) {
      const refused = refusedField(err, FIELDS);
      if (refused) setError(refused.field, { message: refused.message }, { shouldFocus: true });
    }
  });
  const problem = refusedField(check.error, FIELDS) ? null : check.error;

  return (
    <section aria-labelledby="checklist-title" className="card border border-base-300">
      <form className="card-body gap-4" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="checklist-title" className="card-title text-lg">
          <ClipboardCheck aria-hidden className="size-5 text-primary" />
          Check the phone
        </h2>
        <p className="text-sm text-ink-muted">
          With the phone in your hands, try each of these. Your handover code appears once every
          item is confirmed.
        </p>
        {problem ? <FormProblem>{problem.message}</FormProblem> : null}
        <fieldset className="grid gap-3">
          <legend className="sr-only">Confirm each item</legend>
          {CHECKLIST_ITEMS.map(({ key, label }) => {
            const error = errors[key]?.message;
            return (
              <div key={key}>
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-primary mt-0.5"
                    aria-invalid={error ? 'true' : 'false'}
                    aria-describedby={error ? `check-${key}-error` : undefined}
                    disabled={!hydrated}
                    {...register(key)}
                  />
                  <span>{label}</span>
                </label>
                {error ? (
                  <p id={`check-${key}-error`} className="mt-1 pl-9 text-sm font-medium text-error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {imeiRequired ? (
          <TextField
            id="check-imei"
            label="IMEI"
            hint="Dial *#06# on the phone to show it"
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            className="font-mono"
            error={errors.imei?.message}
            {...register('imei')}
          />
        ) : null}
        <SubmitButton busy={check.isPending} busyText="Checking…">
          Everything checks out: show my code
        </SubmitButton>
      </form>
    </section>
  );
}
