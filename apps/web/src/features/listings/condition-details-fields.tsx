import type { UseFormRegister } from 'react-hook-form';
import { CONDITION_GUIDE, CONDITIONS, DECLARATIONS } from '@resale-zone/contract/listings';
import { Field } from '../../components/ui/field.tsx';

/** The condition details both listing forms hold (add-product and Edit). */
export interface ConditionDetailsInput {
  batteryHealth?: string | number | null;
  activationLockOff?: boolean;
  fullyPaid?: boolean;
  noCrackedGlass?: boolean;
}

/** What each condition means, from the contract: the Condition select's hint (inline, inside its <p>). */
export function ConditionGuide() {
  return (
    <>
      {CONDITIONS.map((grade) => (
        <span key={grade} className="block">
          <span className="font-semibold text-base-content">{grade}:</span> {CONDITION_GUIDE[grade]}
        </span>
      ))}
    </>
  );
}

/**
 * Optional battery health (0–100) and the three declarations, each a checkbox with its meaning.
 * `idPrefix` keeps the ids of two forms on one page apart.
 */
export function ConditionDetailsFields({
  register,
  batteryError,
  idPrefix,
}: {
  register: UseFormRegister<ConditionDetailsInput>;
  batteryError?: string;
  idPrefix: string;
}) {
  return (
    <>
      <Field
        id={`${idPrefix}-batteryHealth`}
        label="Battery health % (optional)"
        hint="Settings → Battery shows it; a whole number from 0 to 100."
        error={batteryError}
      >
        {(control) => (
          <input
            {...control}
            {...register('batteryHealth')}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            className={`input w-full ${batteryError ? 'input-error' : ''}`}
          />
        )}
      </Field>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">I declare (optional)</legend>
        {DECLARATIONS.map((d) => (
          <label key={d.field} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              {...register(d.field)}
              aria-describedby={`${idPrefix}-${d.field}-meaning`}
            />
            <span>
              <span className="font-medium">{d.badge}</span>
              <span id={`${idPrefix}-${d.field}-meaning`} className="block text-ink-muted">
                {d.definition}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </>
  );
}
