import { useId } from 'react';

export interface RadioChoicesProps<V extends string | boolean> {
  legend: string;
  /** Each choice's value and words, in order; the first takes the focus when a dialog opens. */
  choices: readonly (readonly [V, string])[];
  value: V | null;
  onChange: (value: V) => void;
}

/** One answer out of a few, as radio buttons under a legend (an outcome, agree or not). */
export function RadioChoices<V extends string | boolean>({
  legend,
  choices,
  value,
  onChange,
}: RadioChoicesProps<V>) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {choices.map(([choice, label], i) => (
        <label key={label} className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={name}
            className="radio radio-primary radio-sm"
            checked={value === choice}
            onChange={() => onChange(choice)}
            data-autofocus={i === 0 || undefined}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
