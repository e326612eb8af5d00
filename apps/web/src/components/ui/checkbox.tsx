import type { ReactNode } from 'react';

const LOOKS = {
  /** A filter's or a list's: small, close together. */
  sm: {
    label: 'flex cursor-pointer items-center gap-2 py-0.5',
    box: 'checkbox checkbox-sm checkbox-primary',
  },
  /** A dialog's one setting: full size. */
  md: { label: 'flex cursor-pointer items-center gap-3', box: 'checkbox checkbox-primary' },
} as const;

/** A checkbox with its words as its label (filters, settings). */
export function Checkbox({
  checked,
  onChange,
  size = 'sm',
  focusOnOpen = false,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  size?: keyof typeof LOOKS;
  /** Focused when its dialog opens (the Modal focuses it: `data-autofocus`). */
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  const look = LOOKS[size];
  return (
    <label className={look.label}>
      <input
        type="checkbox"
        className={look.box}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-autofocus={focusOnOpen || undefined}
      />
      {children}
    </label>
  );
}
