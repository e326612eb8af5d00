import type { Product } from '@resale-zone/contract/listings';
import { Field } from '../../components/ui/field.tsx';
import { formatDollars } from '../../lib/format.ts';
import type { BookingBuyer } from './booking-form.tsx';

const readOnlyInput = 'input w-full bg-base-200 text-base-content';

interface BookedByProps {
  idPrefix: string;
  buyer: BookingBuyer;
  product: Product;
}

/** Who books and at what price: shown in the booking form, not editable. */
export function BookedBy({ idPrefix, buyer, product }: BookedByProps) {
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={fieldId('name')} label="Name">
          {(control) => (
            <input {...control} className={readOnlyInput} value={buyer.name} readOnly />
          )}
        </Field>
        <Field id={fieldId('price')} label="Price">
          {(control) => (
            <input
              {...control}
              className={readOnlyInput}
              value={formatDollars(product.resalePrice)}
              readOnly
            />
          )}
        </Field>
      </div>
      <Field id={fieldId('email')} label="Email">
        {(control) => (
          <input {...control} type="email" className={readOnlyInput} value={buyer.email} readOnly />
        )}
      </Field>
    </>
  );
}
