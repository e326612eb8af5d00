import type { Product } from '@resale-zone/contract/listings';
import { TextField } from '../../components/ui/field.tsx';
import { formatDollars } from '../../lib/format.ts';
import type { BookingBuyer } from './booking-form.tsx';

const readOnly = 'bg-base-200 text-base-content';

/** Who books and at what price: shown in the booking form, not editable. */
export function BookedBy({ buyer, product }: { buyer: BookingBuyer; product: Product }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" className={readOnly} value={buyer.name} readOnly />
        <TextField
          label="Price"
          className={readOnly}
          value={formatDollars(product.resalePrice)}
          readOnly
        />
      </div>
      <TextField label="Email" type="email" className={readOnly} value={buyer.email} readOnly />
    </>
  );
}
