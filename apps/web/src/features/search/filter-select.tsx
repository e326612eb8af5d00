import { SelectField } from '../../components/ui/field.tsx';

/**
 * A filter of the search picked from a list (brand, publish date): it applies as soon as it
 * changes, and it is a control of the plain GET form too. The first choice is no filter.
 */
export function FilterSelect<T extends string>({
  label,
  anyLabel,
  options,
  name,
  value,
  onChange,
}: {
  label: string;
  /** The first choice's words: no filter ('All brands'). */
  anyLabel: string;
  options: readonly { value: T; label: string }[];
  /** The search parameter it sets (`brand=…`). */
  name: string;
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  return (
    <SelectField
      label={label}
      name={name}
      enabledBeforeHydration
      value={value ?? ''}
      onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? null)}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
