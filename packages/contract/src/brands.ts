import { z } from 'zod';

/**
 * Brands as data (issue 22 item 5, decision 034): the brands phones are listed under live in the
 * database. `name` is the value a listing stores as its category and never changes (the spec's
 * four: 'One plus', 'Xiaomi', 'Iphone', 'Huawei'); `title` is what pages show, and what a rename
 * changes; `logo` names a simple-icons mark (`samsung`), or null for none.
 */
/** The messages name each field as the admin's form labels it (the 400's `field` has the key). */
export const BrandSlug = z
  .string({ error: 'Address is required' })
  .trim()
  .min(1, 'Address is required')
  .max(40, 'Address: at most 40 characters')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Address must be lower-case letters and digits, with dashes between words',
  );

const brandText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label}: at most 40 characters`);

export const BrandLogo = z
  .string()
  .trim()
  .max(40, 'Logo: at most 40 characters')
  .regex(/^[a-z0-9]*$/, 'Logo must be a simple-icons name (lower-case letters and digits)');

export const Brand = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  logo: z.string().nullable(),
  position: z.number().int(),
});
export type Brand = z.infer<typeof Brand>;
export const BrandList = z.array(Brand);

/** An admin's new brand: its address, its stored name, and optionally its title and logo. */
export const NewBrand = z.object({
  slug: BrandSlug,
  name: brandText('Name'),
  title: brandText('Title').optional(),
  logo: BrandLogo.optional(),
});
export type NewBrand = z.infer<typeof NewBrand>;

/** A rename: the title pages show (the stored name, in every listing, stays). */
export const RenameBrand = z.object({ title: brandText('New name') });
export type RenameBrand = z.infer<typeof RenameBrand>;

export const BrandParams = z.object({ slug: BrandSlug });
