import type { UseFormReturn } from 'react-hook-form';
import { CONDITIONS, type OwnProduct } from '@resale-zone/contract/listings';
import { Field } from '../../components/ui/field.tsx';
import { formatDollars } from '../../lib/format.ts';
import { ConditionGuide } from './condition-details-fields.tsx';
import type { EditListingInput, EditListingValues } from './edit-listing-schema.ts';

type EditForm = UseFormReturn<EditListingInput, unknown, EditListingValues>;
type TextName = 'resalePrice' | 'location' | 'description' | 'condition';

const errorOf = (form: EditForm, name: TextName) => {
  const message = form.formState.errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
};

/** Price, location, condition (with what each means) and description of the Edit form. */
export function EditListingFields({ form, product }: { form: EditForm; product: OwnProduct }) {
  const err = (name: TextName) => errorOf(form, name);
  const inputClass = (name: TextName) => `input w-full ${err(name) ? 'input-error' : ''}`;
  return (
    <>
      <Field
        id="edit-resalePrice"
        label="Resale price (USD)"
        hint={`At most the original price, ${formatDollars(product.orginalPrice)}.`}
        error={err('resalePrice')}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('resalePrice')}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            data-autofocus
            className={inputClass('resalePrice')}
          />
        )}
      </Field>
      <Field id="edit-location" label="Location" error={err('location')}>
        {(control) => (
          <input
            {...control}
            {...form.register('location')}
            type="text"
            autoComplete="address-level2"
            className={inputClass('location')}
          />
        )}
      </Field>
      <Field
        id="edit-condition"
        label="Condition"
        error={err('condition')}
        hint={<ConditionGuide />}
        className="sm:col-span-2"
      >
        {(control) => (
          <select {...control} {...form.register('condition')} className="select w-full">
            {CONDITIONS.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="edit-description"
        label="Description"
        error={err('description')}
        className="sm:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('description')}
            rows={4}
            className={`textarea w-full ${err('description') ? 'textarea-error' : ''}`}
          />
        )}
      </Field>
    </>
  );
}
