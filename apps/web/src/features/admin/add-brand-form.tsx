import { NewBrand } from '@resale-zone/contract/brands';
import { TextField } from '../../components/ui/field.tsx';
import { InlineForm } from '../../components/ui/form-parts.tsx';
import { fieldProps } from '../../lib/form-field.ts';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { useAddBrand } from './brands-admin.api.ts';

/** The form's fields, side by side: each a short line of text (the server may refuse any). */
const BRAND_FIELDS: readonly { name: 'name' | 'slug' | 'logo'; label: string; hint?: string }[] = [
  { name: 'name', label: 'Name' },
  { name: 'slug', label: 'Address', hint: "In the page's address: /categories/…" },
  { name: 'logo', label: 'Logo (optional)', hint: 'A simple-icons name, e.g. fairphone' },
];
const FIELDS = BRAND_FIELDS.map((field) => field.name);

/** An admin adds a brand: sellers can list its phones, and it has its page, at once. */
export function AddBrandForm() {
  const add = useAddBrand();
  const form = useContractForm({
    schema: NewBrand,
    defaultValues: { slug: '', name: '', logo: '' },
    fields: FIELDS,
    send: (values) => add.mutateAsync({ ...values, logo: values.logo || undefined }),
    resetAfter: true,
  });
  return (
    <InlineForm
      label="Add a brand"
      columns="sm:grid-cols-[1fr_1fr_1fr_auto]"
      form={form}
      submitText="Add brand"
    >
      {BRAND_FIELDS.map(({ name, label, hint }) => (
        <TextField
          key={name}
          label={label}
          hint={hint}
          autoComplete="off"
          maxLength={40}
          {...fieldProps(form, name)}
        />
      ))}
    </InlineForm>
  );
}
