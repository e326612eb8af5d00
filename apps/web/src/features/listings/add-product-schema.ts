import { z } from 'zod';
import { CreateProductBody } from '@resale-zone/contract/listings';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../images/index.ts';

/** An empty number input gives '' (or spaces); that is a missing price, not a price of 0. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A file input gives a FileList; the form works with its one file. */
const firstFile = (value: unknown) =>
  typeof FileList !== 'undefined' && value instanceof FileList ? (value[0] ?? undefined) : value;

const productPhotoFile = z.preprocess(
  firstFile,
  z
    .instanceof(File, { error: 'Product photo is required' })
    .refine((file) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type), {
      message: 'Choose a JPEG, PNG or WebP photo',
    })
    .refine((file) => file.size <= MAX_IMAGE_BYTES, {
      message: 'The photo is too large: at most 10 MB is accepted',
    }),
);

/**
 * The Add A Product form: the contract's CreateProductBody (same rules, same messages), except that
 * the photo is a file still to upload and the date is the form's `publishDate` (sent as the spec's
 * `publishDat`).
 */
export const AddProductFormSchema = CreateProductBody.omit({
  productPhoto: true,
  publishDat: true,
}).extend({
  productPhoto: productPhotoFile,
  resalePrice: z.preprocess(blankToUndefined, CreateProductBody.shape.resalePrice),
  orginalPrice: z.preprocess(blankToUndefined, CreateProductBody.shape.orginalPrice),
  publishDate: CreateProductBody.shape.publishDat,
});

/** What the inputs hold (strings, a FileList) and what a valid form gives. */
export type AddProductFormInput = z.input<typeof AddProductFormSchema>;
export type AddProductFormValues = z.output<typeof AddProductFormSchema>;
export type AddProductField = keyof AddProductFormValues;

/** The signed-in seller, as the form prefills them. */
export interface SellerDetails {
  name: string;
  email: string;
}

/** Today in the seller's own time zone, as a date input wants it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A fresh form: the seller's name and email, and today as the publish date, filled in. */
export function emptyAddProductForm(seller: SellerDetails): AddProductFormInput {
  return {
    productName: '',
    sellerName: seller.name,
    productPhoto: undefined,
    resalePrice: '',
    orginalPrice: '',
    location: '',
    // An empty select: the schema answers 'Product Category is required'.
    categories: '' as AddProductFormInput['categories'],
    condition: '' as AddProductFormInput['condition'],
    useDuration: '',
    sellerEmail: seller.email,
    publishDate: today(),
    description: '',
    imei: '',
  };
}

/** The request body once the photo is stored at `photoUrl`. */
export function toCreateProductBody(
  { productPhoto: _file, publishDate, ...values }: AddProductFormValues,
  photoUrl: string,
): CreateProductBody {
  return { ...values, productPhoto: photoUrl, publishDat: publishDate };
}

const FORM_FIELDS = new Set<string>(Object.keys(AddProductFormSchema.shape));

/** The form field a server 400 names (`publishDat` is the form's `publishDate`), if it has one. */
export function formFieldOf(serverField: string | undefined): AddProductField | null {
  const name = serverField === 'publishDat' ? 'publishDate' : serverField;
  return name !== undefined && FORM_FIELDS.has(name) ? (name as AddProductField) : null;
}

/** The server writes `field: message`; under the field itself the message is enough. */
export function withoutFieldPrefix(message: string, serverField: string): string {
  return message.startsWith(`${serverField}: `) ? message.slice(serverField.length + 2) : message;
}
