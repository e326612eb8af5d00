/** The built-in test mode's card inputs: what each is called, accepts and tidies. */

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export const EMPTY: CardValues = { cardNumber: '', expiry: '', cvc: '', postalCode: '' };

/** `4242424242424242` → `4242 4242 4242 4242`, as it reads on the card. */
export function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1234` → `12/34`; the slash appears only once the year starts, so deleting it is not a trap. */
export function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

interface CardInputSpec {
  label: string;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  /** Tidies what was typed into the layout the field keeps. */
  format: (value: string) => string;
  className?: string;
}

export const CARD_INPUTS: Record<keyof CardValues, CardInputSpec> = {
  cardNumber: {
    label: 'Card number',
    autoComplete: 'cc-number',
    placeholder: '1234 1234 1234 1234',
    maxLength: 23,
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiration (MM/YY)',
    autoComplete: 'cc-exp',
    placeholder: 'MM/YY',
    maxLength: 5,
    format: formatExpiry,
  },
  cvc: {
    label: 'CVC',
    autoComplete: 'cc-csc',
    placeholder: '123',
    maxLength: 4,
    format: (value) => value.replace(/\D/g, '').slice(0, 4),
  },
  // A numeric keyboard suits ZIP codes; letters are still accepted for other postcodes.
  postalCode: {
    label: 'ZIP',
    autoComplete: 'postal-code',
    placeholder: '10001',
    maxLength: 10,
    format: (value) => value,
    className: 'col-span-2 sm:col-span-1',
  },
};
