import { z } from 'zod';
import {
  Condition,
  ConditionDetails,
  CreateProductFields,
  type EditProductBody,
  type OwnProduct,
} from '@resale-zone/contract/listings';
import { OptionalAreaId } from '@resale-zone/contract/areas';
import { formatDollars } from '../../lib/format.ts';

const blank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/**
 * The Edit form: the contract's rules and messages for each field (as add-product), and the price
 * not above the phone's original price.
 */
export function editListingSchema(orginalPrice: number) {
  return z.object({
    resalePrice: z
      .preprocess((v) => (blank(v) ? undefined : v), CreateProductFields.shape.resalePrice)
      .refine((price) => price <= orginalPrice, {
        message: `The price must not be above the original price (${formatDollars(orginalPrice)}).`,
      }),
    description: CreateProductFields.shape.description,
    location: CreateProductFields.shape.location,
    areaId: OptionalAreaId,
    condition: Condition,
    // An empty input clears it; anything typed must be a whole percent.
    batteryHealth: z.preprocess(
      (v) => (blank(v) || v === null ? null : Number(v)),
      ConditionDetails.shape.batteryHealth,
    ),
    activationLockOff: z.boolean(),
    fullyPaid: z.boolean(),
    noCrackedGlass: z.boolean(),
  });
}
export type EditListingInput = z.input<ReturnType<typeof editListingSchema>>;
export type EditListingValues = z.output<ReturnType<typeof editListingSchema>>;
export type EditListingField = keyof EditListingValues;

/** The fields whose refusal by the server shows under them. */
export const EDIT_FIELDS: readonly EditListingField[] = [
  'resalePrice',
  'description',
  'location',
  'areaId',
  'condition',
  'batteryHealth',
  'activationLockOff',
  'fullyPaid',
  'noCrackedGlass',
];

/** The listing's value of a form field (its area is `area.id`). */
const current = (product: OwnProduct, key: EditListingField) =>
  key === 'areaId' ? (product.area?.id ?? null) : product[key];

/** The form as the listing is now. */
export function editListingDefaults(product: OwnProduct): EditListingInput {
  return {
    resalePrice: String(product.resalePrice),
    description: product.description,
    location: product.location,
    areaId: product.area?.id ?? '',
    condition: product.condition,
    batteryHealth: product.batteryHealth === null ? '' : String(product.batteryHealth),
    activationLockOff: product.activationLockOff,
    fullyPaid: product.fullyPaid,
    noCrackedGlass: product.noCrackedGlass,
  };
}

/** Only what differs from the listing is sent (the server changes only what it is given). */
export function editChanges(product: OwnProduct, values: EditListingValues): EditProductBody {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => current(product, key as EditListingField) !== (value ?? null),
    ),
  ) as EditProductBody;
}
