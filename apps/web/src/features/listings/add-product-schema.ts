import { z } from 'zod';
import {
  CreateProductFields,
  listingRules,
  type CreateProductBody,
} from '@resale-zone/contract/listings';
import { MAX_PHOTOS } from './photo-list.ts';

/** An empty number input gives '' (or spaces); that is a missing price, not a price of 0. */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The chosen photos in order, still to upload (1 to 8; the first is the cover, `productPhoto`).
 * Each was checked when chosen (`withChosen`): a file that is no photo never joins the list.
 */
const productPhotoFiles = z
  .array(z.instanceof(File), { error: 'Product photo is required' })
  .min(1, 'Product photo is required')
  .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`);

/**
 * The Add A Product form: the contract's CreateProductBody (same rules, same messages), except that
 * the photos are files still to upload and the date is the form's `publishDate` (sent as the spec's
 * `publishDat`).
 */
const AddProductFormFields = CreateProductFields.omit({
  productPhoto: true,
  publishDat: true,
}).extend({
  productPhoto: productPhotoFiles,
  resalePrice: z.preprocess(blankToUndefined, CreateProductFields.shape.resalePrice),
  orginalPrice: z.preprocess(blankToUndefined, CreateProductFields.shape.orginalPrice),
  publishDate: CreateProductFields.shape.publishDat,
  // An empty input is no battery health given; anything typed must be a whole percent.
  batteryHealth: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    CreateProductFields.shape.batteryHealth,
  ),
});
export const AddProductFormSchema = AddProductFormFields.superRefine(listingRules('publishDate'));

/** What the inputs hold (strings, the chosen files) and what a valid form gives. */
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
    productPhoto: [],
    resalePrice: '',
    orginalPrice: '',
    location: '',
    areaId: '',
    // An empty select: the schema answers 'Product Category is required'.
    categories: '' as AddProductFormInput['categories'],
    condition: '' as AddProductFormInput['condition'],
    useDuration: '',
    sellerEmail: seller.email,
    publishDate: today(),
    description: '',
    imei: '',
    batteryHealth: '',
    activationLockOff: false,
    fullyPaid: false,
    noCrackedGlass: false,
  };
}

/**
 * The request body once the photos are stored at `photoUrls`: the spec's fields (the first photo
 * is `productPhoto`), `photos` when there are several, plus the condition details the seller gave
 * (a declaration left unticked is not sent).
 */
export function toCreateProductBody(
  { productPhoto: _files, publishDate, ...values }: AddProductFormValues,
  photoUrls: string[],
): CreateProductBody {
  // Nothing is sent for a declaration left unticked or no area chosen (the spec's body stays).
  const given = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== false && value !== null),
  ) as typeof values;
  const more = photoUrls.length > 1 ? { photos: photoUrls } : {};
  return { ...given, productPhoto: photoUrls[0]!, ...more, publishDat: publishDate };
}

const FORM_FIELDS = new Set<string>(Object.keys(AddProductFormFields.shape));

/**
 * The form field a server 400 names (`publishDat` is the form's `publishDate`; `photos` and its
 * items are the photo field), if it has one.
 */
export function formFieldOf(serverField: string | undefined): AddProductField | null {
  const name =
    serverField === 'publishDat'
      ? 'publishDate'
      : serverField?.split('.')[0] === 'photos'
        ? 'productPhoto'
        : serverField;
  return name !== undefined && FORM_FIELDS.has(name) ? (name as AddProductField) : null;
}

/** The server writes `field: message`; under the field itself the message is enough. */
export function withoutFieldPrefix(message: string, serverField: string): string {
  return message.startsWith(`${serverField}: `) ? message.slice(serverField.length + 2) : message;
}
