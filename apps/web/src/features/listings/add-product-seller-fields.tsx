import { AreaSelect, useAreas } from '../areas/index.ts';
import { ProductInput, wired, type AddProductFormApi } from './add-product-controls.tsx';

const money = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;

/** Prices of the phone, new and asked. */
export function AddProductPriceFields({ form }: { form: AddProductFormApi }) {
  return (
    <>
      <ProductInput
        form={form}
        name="resalePrice"
        label="Resale price (USD)"
        placeholder="e.g. 389"
        {...money}
      />
      <ProductInput
        form={form}
        name="orginalPrice"
        label="Original price (USD)"
        hint="What it cost new; buyers see the saving."
        placeholder="e.g. 799"
        {...money}
      />
    </>
  );
}

/** Who sells and where to meet; the name and email are the signed-in account's and cannot be changed. */
export function AddProductSellerFields({ form }: { form: AddProductFormApi }) {
  return (
    <>
      <ProductInput
        form={form}
        name="sellerName"
        label="Seller name"
        hint="Your account's name; buyers see it on the listing."
        type="text"
        readOnly
        className="bg-base-200 text-ink-muted"
      />
      <ProductInput
        form={form}
        name="sellerEmail"
        label="Seller email"
        hint="Your account's email; buyers' bookings reach you there."
        type="email"
        readOnly
        className="bg-base-200 text-ink-muted"
      />
      <ProductInput
        form={form}
        name="location"
        label="Location"
        hint="Where buyers can meet you to see the phone."
        fieldClassName="sm:col-span-2"
        type="text"
        autoComplete="address-level2"
        placeholder="e.g. Dhaka, Gulshan"
      />
      <ProductArea form={form} />
    </>
  );
}

/** The optional area, registered in its own render like the form's other controls. */
function ProductArea({ form }: { form: AddProductFormApi }) {
  const areas = useAreas();
  return (
    <AreaSelect
      label="Area (optional)"
      hint="Buyers who filter by area, or choose “Near me”, find the phone."
      areas={areas}
      noneLabel="No area"
      fieldClassName="sm:col-span-2"
      {...wired(form, 'areaId')}
    />
  );
}
