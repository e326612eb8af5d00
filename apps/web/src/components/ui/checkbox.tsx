import type { InputHTMLAttributes, ReactNode } from 'react';

const SIZES = {
  /** Filters and lists of settings: a small box, close lines. */
  sm: { label: 'gap-2 py-0.5', box: 'checkbox checkbox-sm checkbox-primary' },
  /** A dialog's one switch. */
  md: { label: 'gap-3', box: 'checkbox checkbox-primary' },
} as const;

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'size' | 'className' | 'children'
> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: keyof typeof SIZES;
  children: ReactNode;
}

/** A checkbox with its words as its label (filters, settings); other props go to the input. */
export function Checkbox({ checked, onChange, size = 'sm', children, ...input }: CheckboxProps) {
  return (
    <label className={`flex cursor-pointer items-center ${SIZES[size].label}`}>
      <input
        type="checkbox"
        className={SIZES[size].box}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        {...input}
      />
      {children}
    </label>
  );
}
