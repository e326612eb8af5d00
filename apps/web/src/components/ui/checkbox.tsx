import type { ReactNode } from 'react';

/** A small checkbox with its words as its label (filters, settings). */
export function Checkbox({
  checked,
  onChange,
  name,
  value,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What a plain GET form sends when it is ticked (a filter that works without JavaScript). */
  name?: string;
  value?: string;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 py-0.5">
      <input
        type="checkbox"
        className="checkbox checkbox-sm checkbox-primary"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
