import type { UseFormReturn } from 'react-hook-form';
import { CONDITIONS, type OwnProduct } from '@resale-zone/contract/listings';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field.tsx';
import { formatDollars } from '../../lib/format.ts';
import { AreaSelect, useAreas } from '../areas/index.ts';
import { ConditionGuide } from './condition-details-fields.tsx';
import type { EditListingInput, EditListingValues } from './edit-listing-schema.ts';

type EditForm = UseFormReturn<EditListingInput, unknown, EditListingValues>;
type TextName = 'resalePrice' | 'location' | 'areaId' | 'description' | 'condition';

const errorOf = (form: EditForm, name: TextName) => {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Price, location and area, condition (with what each means) and description of the Edit form. */
export function EditListingFields({ form, product }: { form: EditForm; product: OwnProduct }) {
  const err = (name: TextName) => errorOf(form, name);
  const areas = useAreas();
  return (
    <>
      <TextField
        id="edit-resalePrice"
        label="Resale price (USD)"
        hint={`At most the original price, ${formatDollars(product.orginalPrice)}.`}
        error={err('resalePrice')}
        {...form.register('resalePrice')}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        data-autofocus
      />
      <TextField
        id="edit-location"
        label="Location"
        error={err('location')}
        {...form.register('location')}
        type="text"
        autoComplete="address-level2"
      />
      <AreaSelect
        id="edit-areaId"
        label="Area (optional)"
        areas={areas}
        keep={product.area}
        noneLabel="No area"
        error={err('areaId')}
        {...form.register('areaId')}
      />
      <SelectField
        id="edit-condition"
        label="Condition"
        error={err('condition')}
        hint={<ConditionGuide />}
        fieldClassName="sm:col-span-2"
        {...form.register('condition')}
      >
        {CONDITIONS.map((grade) => (
          <option key={grade} value={grade}>
            {grade}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="edit-description"
        label="Description"
        error={err('description')}
        fieldClassName="sm:col-span-2"
        {...form.register('description')}
        rows={4}
      />
    </>
  );
}
