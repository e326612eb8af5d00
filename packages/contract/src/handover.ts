import { z } from 'zod';
import { Id } from './common.ts';

/**
 * The life of a booking once money is involved (product.md §7, decision 022):
 * `open` (booked, unpaid) → `held` (card authorised, phone reserved) → `completed` (the seller
 * entered the buyer's handover code: captured) → `disputed` (a problem reported within 48 h) →
 * `refunded` or back to `completed`. A hold ends `released` (expired, cancelled, declined, or lost a
 * race for the phone). Every path ends captured, released or refunded.
 */
export const BookingState = z.enum([
  'open',
  'held',
  'completed',
  'released',
  'disputed',
  'refunded',
]);
export type BookingState = z.infer<typeof BookingState>;

/** Why a hold was released. */
export const ReleaseReason = z.enum(['expired', 'cancelled', 'declined', 'lost-race', 'provider']);
export type ReleaseReason = z.infer<typeof ReleaseReason>;

/** A 6-digit handover code, as the seller types it (spaces allowed between groups). */
export const HandoverCode = z
  .string({ error: 'Enter the 6-digit handover code' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[0-9]{6}$/, 'The handover code is 6 digits'));

/** What the buyer confirms with the phone in hand before getting the code. */
export const CHECKLIST_ITEMS = [
  { key: 'screen', label: 'The screen works: no dead pixels, touch responds everywhere' },
  { key: 'cameras', label: 'Front and back cameras take clear photos' },
  { key: 'battery', label: 'The battery charges and its health matches the listing' },
  { key: 'sim', label: 'A SIM card works: calls and mobile data' },
  { key: 'activationLock', label: 'Activation lock is off (signed out of iCloud / Google)' },
] as const;
export type ChecklistKey = (typeof CHECKLIST_ITEMS)[number]['key'];

const confirmed = (label: string) =>
  z.literal(true, { error: `Confirm: ${label.split(':')[0]!.split('(')[0]!.trim()}` });

/** `POST /bookings/{id}/checklist`: every item confirmed, and the IMEI when the listing has one. */
export const ChecklistBody = z.object({
  screen: confirmed(CHECKLIST_ITEMS[0].label),
  cameras: confirmed(CHECKLIST_ITEMS[1].label),
  battery: confirmed(CHECKLIST_ITEMS[2].label),
  sim: confirmed(CHECKLIST_ITEMS[3].label),
  activationLock: confirmed(CHECKLIST_ITEMS[4].label),
  /** What `*#06#` shows on the phone in hand; required when the listing has an IMEI. */
  imei: z
    .string()
    .transform((s) => s.replace(/[\s-]+/g, ''))
    .pipe(z.string().regex(/^[0-9]{15}$/, 'The IMEI is 15 digits'))
    .optional(),
});
export type ChecklistBody = z.input<typeof ChecklistBody>;

/** `GET /bookings/{id}/handover`: the "Meet the seller" panel (buyer) or the order's (seller). */
export const HandoverAnswer = z.object({
  bookingId: z.string(),
  state: BookingState,
  productName: z.string(),
  price: z.number(),
  place: z.string(),
  /** The other side: the seller for the buyer, the buyer for the seller. */
  counterpart: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  heldUntil: z.string().nullable(),
  /** The listing has an IMEI: the checklist asks for it. */
  imeiRequired: z.boolean(),
  /** The checklist was completed (the IMEI matched). */
  checked: z.boolean(),
  /** The handover code: only in the buyer's answer, only after the checklist, only while held. */
  code: z.string().nullable(),
  /** Too many wrong codes: the seller may try again after this time. */
  lockedUntil: z.string().nullable(),
});
export type HandoverAnswer = z.infer<typeof HandoverAnswer>;

export const ChecklistAnswer = z.object({ code: z.string() });

/** `POST /orders/{id}/handover`: the seller enters the buyer's code. */
export const HandoverBody = z.object({ code: HandoverCode });
export type HandoverBody = z.input<typeof HandoverBody>;

/** `POST /bookings/{id}/cancel` (buyer) and `POST /orders/{id}/decline` (seller). */
export const ReleaseBody = z.object({
  reason: z
    .string({ error: 'Say why, so the other side knows' })
    .trim()
    .min(3, 'Say why, in a few words')
    .max(500, 'At most 500 characters'),
});
export type ReleaseBody = z.infer<typeof ReleaseBody>;

export const DISPUTE_REASONS = [
  { value: 'not-as-described', label: 'The phone is not as described' },
  { value: 'not-working', label: 'The phone stopped working' },
  { value: 'locked', label: 'The phone is locked or blocked' },
  { value: 'other', label: 'Something else' },
] as const;
export const DisputeReason = z.enum(['not-as-described', 'not-working', 'locked', 'other'], {
  error: 'Choose what went wrong',
});

/** Photos each side may attach to a dispute. */
export const MAX_DISPUTE_PHOTOS = 4;

/** Photos one side attaches: their own uploads (`POST /images`), named by URL, no photo twice. */
export const DisputePhotosField = z
  .array(
    z
      .string({ error: 'Each photo must be an uploaded image' })
      .trim()
      .max(300)
      .regex(
        /^\/images\/[A-Za-z0-9_-]+\.(webp|jpe?g|png)$/,
        'Each photo must be an uploaded image',
      ),
    { error: 'Photos must be a list of uploaded images' },
  )
  .max(MAX_DISPUTE_PHOTOS, `At most ${MAX_DISPUTE_PHOTOS} photos`)
  .refine((list) => new Set(list).size === list.length, 'The same photo is in the list twice');

/** `POST /bookings/{id}/dispute`: within 48 hours of the handover, with up to 4 photos. */
export const DisputeBody = z.object({
  reason: DisputeReason,
  description: z
    .string({ error: 'Describe the problem' })
    .trim()
    .min(10, 'Describe the problem in a sentence or two')
    .max(2000, 'At most 2,000 characters'),
  photos: DisputePhotosField.optional(),
});
export type DisputeBody = z.infer<typeof DisputeBody>;

export const DisputeStatus = z.enum(['open', 'refunded', 'closed']);

/** `POST /bookings/{id}/dispute/answer`: the seller's side, once, while the dispute is open. */
export const DisputeAnswerBody = z.object({
  answer: z
    .string({ error: 'Write your side of it' })
    .trim()
    .min(1, 'Write your side of it')
    .max(2000, 'At most 2,000 characters'),
  photos: DisputePhotosField.optional(),
});
export type DisputeAnswerBody = z.infer<typeof DisputeAnswerBody>;

/** A photo on a dispute, and which side attached it. */
export const DisputePhoto = z.object({ url: z.string(), side: z.enum(['buyer', 'seller']) });
export type DisputePhoto = z.infer<typeof DisputePhoto>;

/** A dispute as its buyer, its seller and admins see it. */
export const Dispute = z.object({
  _id: z.string(),
  bookingId: z.string(),
  productName: z.string(),
  price: z.number(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  reason: DisputeReason,
  description: z.string(),
  status: DisputeStatus,
  /** Dollars refunded, when refunded. */
  refunded: z.number().nullable(),
  /** The admin's words to both sides. */
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The seller's side, once they answered. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Both sides' photos, the buyer's first, each side in the order sent. */
  photos: z.array(DisputePhoto),
  /** The buyer's and seller's conversation about the phone, if they had one. */
  conversationId: z.string().nullable(),
});
export type Dispute = z.infer<typeof Dispute>;
export const DisputeList = z.array(Dispute);

/**
 * `GET /admin/disputes/{id}/conversation`: the buyer's and seller's messages about the disputed
 * phone, for the admin deciding it (read through the dispute only, and audited).
 */
export const DisputeConversation = z.object({
  disputeId: z.string(),
  bookingId: z.string(),
  productName: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  messages: z.array(
    z.object({
      _id: z.string(),
      from: z.enum(['buyer', 'seller']),
      body: z.string(),
      at: z.string(),
      offPlatform: z.boolean(),
    }),
  ),
});
export type DisputeConversation = z.infer<typeof DisputeConversation>;

/** `POST /admin/disputes/{id}/decide`. `amount` (dollars) for a partial refund; absent: in full. */
export const DecideDisputeBody = z.object({
  outcome: z.enum(['refund', 'close'], { error: 'Choose refund or close' }),
  amount: z.number().positive('The refund must be more than $0').optional(),
  note: z
    .string({ error: 'Write a note both sides will read' })
    .trim()
    .min(3, 'Write a note both sides will read')
    .max(1000),
});
export type DecideDisputeBody = z.infer<typeof DecideDisputeBody>;

/** `POST /admin/disputes/{id}/reopen`: a closed dispute is decided again; both sides read why. */
export const ReopenDisputeBody = z.object({
  note: z
    .string({ error: 'Write a note both sides will read' })
    .trim()
    .min(3, 'Write a note both sides will read')
    .max(1000),
});
export type ReopenDisputeBody = z.infer<typeof ReopenDisputeBody>;

/** `GET /bookings/{id}/receipt`: the bill of sale, for both sides and admins. */
export const Receipt = z.object({
  bookingId: z.string(),
  transactionId: z.string(),
  productName: z.string(),
  category: z.string().nullable(),
  imeiLast4: z.string().nullable(),
  price: z.number(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  seller: z.object({ name: z.string(), email: z.string() }),
  place: z.string(),
  completedAt: z.string(),
  checklist: z.array(z.object({ label: z.string(), ok: z.boolean() })),
  imeiMatched: z.boolean().nullable(),
  state: BookingState,
  refunded: z.number().nullable(),
});
export type Receipt = z.infer<typeof Receipt>;

export const BookingIdParams = z.object({ id: Id });
