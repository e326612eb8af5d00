import type { ComponentType, ReactNode } from 'react';

export interface RowActionProps {
  /** daisyUI button classes beside `btn btn-sm`, e.g. `btn-error` or `btn-outline btn-primary`. */
  tone: string;
  /** The icon shown while idle; a spinner takes its place while the action runs. */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  pending?: boolean;
  disabled?: boolean;
  onClick: () => void;
  /** The visible words. */
  children: ReactNode;
  /** Said to screen readers after the words, naming the row (the listing, the person). */
  rowName?: string;
  /**
   * The button's whole name for screen readers, in place of its words and `rowName` ("Decide the
   * dispute on iPhone 13").
   */
  label?: string;
}

/**
 * A table row's action button: small, with its icon or a spinner while it runs, and named after
 * its row for screen readers ("Delete iPhone 13"), since every row has one like it.
 */
export function RowAction({
  tone,
  icon: Icon,
  pending = false,
  disabled = false,
  onClick,
  children,
  rowName,
  label,
}: RowActionProps) {
  return (
    <button
      type="button"
      className={`btn btn-sm whitespace-nowrap ${tone}`}
      aria-label={label}
      onClick={onClick}
      disabled={disabled || pending}
    >
      {pending ? (
        <span aria-hidden className="loading loading-spinner loading-xs" />
      ) : Icon ? (
        <Icon aria-hidden className="size-4" />
      ) : null}
      {children}
      {rowName ? <span className="sr-only"> {rowName}</span> : null}
    </button>
  );
}
