import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Areas as data (decision 056): the city and area a listing, a member and a meeting spot are in.
 * Admins add, rename and retire them; a retired area is offered to nobody but keeps what names it.
 */
export const Area = z.object({
  id: z.string(),
  city: z.string(),
  name: z.string(),
  /** When an admin retired it; null while it is offered. */
  retiredAt: z.string().nullable(),
});
export type Area = z.infer<typeof Area>;
export const AreaList = z.array(Area);

/** An area as a listing names it: enough to show "Dhanmondi, Dhaka". */
export const AreaRef = z.object({ id: z.string(), city: z.string(), name: z.string() });
export type AreaRef = z.infer<typeof AreaRef>;

export { areaLabel } from './area-label.ts';

const areaText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label}: at most 60 characters`);

/** An admin's new area, or its new spelling (`PUT /admin/areas/{id}`). */
export const AreaBody = z.object({ city: areaText('City'), name: areaText('Area') });
export type AreaBody = z.infer<typeof AreaBody>;

/** `PUT /admin/areas/{id}/retired`: retire an area, or offer it again. */
export const RetireAreaBody = z.object({
  retired: z.boolean({ error: 'retired must be true or false' }),
});

/** `DELETE /admin/areas/{id}`: an area nothing names is deleted; one in use is retired instead. */
export const RemoveAreaAnswer = z.object({ outcome: z.enum(['deleted', 'retired']) });
export type RemoveAreaAnswer = z.infer<typeof RemoveAreaAnswer>;

/**
 * An optional area field of a form (listing, profile): an area's id, and empty or null for none.
 * Whether it names an offered area is the server's check (a 400 naming the field).
 */
export const OptionalAreaId = z
  .union([Id, z.literal(''), z.null()], { error: 'Area must be one from the list' })
  .transform((v) => (v ? v : null));

/** A suggested public meeting spot (decision 056). */
export const MeetingSpot = z.object({
  id: z.string(),
  name: z.string(),
  area: AreaRef,
  address: z.string(),
  openingHours: z.string(),
  /** What makes it safe ("police station lobby"); empty for none. */
  note: z.string(),
});
export type MeetingSpot = z.infer<typeof MeetingSpot>;
export const MeetingSpotList = z.array(MeetingSpot);

const spotText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label}: at most ${max} characters`);

/** An admin's spot, new or edited: every field but the note is required. */
export const MeetingSpotBody = z.object({
  name: spotText('Name', 100),
  areaId: z.string({ error: 'Area is required' }).trim().min(1, 'Area is required').max(64),
  address: spotText('Address', 200),
  openingHours: spotText('Opening hours', 100),
  note: z.string().trim().max(200, 'Note: at most 200 characters').default(''),
});
export type MeetingSpotBody = z.infer<typeof MeetingSpotBody>;
export type MeetingSpotInput = z.input<typeof MeetingSpotBody>;

/** `GET /meeting-spots?area=`: every spot, those of `area` first. */
export const MeetingSpotsQuery = z.object({ area: Id.optional() });
