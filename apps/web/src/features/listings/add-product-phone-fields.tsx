import { CONDITIONS } from '@resale-zone/contract/listings';
import type { UseFormRegister } from 'react-hook-form';
import { useBrands } from '../brands/index.ts';
import {
  ConditionDetailsFields,
  ConditionGuide,
  type ConditionDetailsInput,
} from './condition-details-fields.tsx';
import {
  fieldError,
  ProductInput,
  ProductSelect,
  ProductTextArea,
  type AddProductFormApi,
} from './add-product-controls.tsx';

/** The phone itself: name, brand, condition, use, publish date and description. */
export function AddProductPhoneFields({ form }: { form: AddProductFormApi }) {
  // The stored names, as the spec's form offers them ('One plus', 'Iphone' …), in the brands' order.
  const brands = useBrands().brands.map((b) => b.name);
  return (
    <>
      <ProductInput
        form={form}
        name="productName"
        label="Product name"
        fieldClassName="sm:col-span-2"
        type="text"
        autoComplete="off"
        placeholder="e.g. iPhone 13 128GB, Midnight"
      />
      <ProductSelect
        form={form}
        name="categories"
        label="Category"
        prompt="Choose a brand"
        options={brands}
      />
      <ProductSelect
        form={form}
        name="condition"
        label="Condition"
        prompt="Choose a condition"
        options={CONDITIONS}
        hint={<ConditionGuide />}
      />
      <ConditionDetailsFields
        register={form.register as unknown as UseFormRegister<ConditionDetailsInput>}
        batteryError={fieldError(form, 'batteryHealth')}
        idPrefix="product"
      />
      <ProductInput
        form={form}
        name="useDuration"
        label="Use duration"
        hint="How long the phone has been used."
        type="text"
        autoComplete="off"
        placeholder="e.g. 1 year 6 months"
      />
      <ProductInput form={form} name="publishDate" label="Publish date" type="date" />
      <ProductInput
        form={form}
        name="imei"
        label="IMEI (optional)"
        hint="Dial *#06# on the phone to see its 15 digits (spaces and dashes are fine). Buyers see only the last 4, and “IMEI checked” with the model when our device list knows it."
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        placeholder="e.g. 490154203237518"
      />
      <ProductTextArea
        form={form}
        name="description"
        label="Description"
        hint="Battery health, repairs, what is in the box."
        fieldClassName="sm:col-span-2"
        rows={4}
      />
    </>
  );
}
