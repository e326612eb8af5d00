import { z } from 'zod';

/**
 * What the bell tells people about (issue 18 part 4). Each kind can be in-app only or also email
 * (`NotificationPreferences`); email goes only to a verified address.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'booking',
  'payment',
  'handover',
  'hold',
  'price-drop',
  'saved-search',
  'offer',
  'dispute',
  'review',
  'report',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS, {
  error: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}`,
});
export type NotificationKind = z.infer<typeof NotificationKind>;

/** How each kind is named on the preferences form. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  message: 'A new message',
  booking: 'A booking: made, ended, its meeting time, and the reminder an hour before',
  payment: 'A payment held',
  handover: 'A handover done (your receipt)',
  hold: 'A held payment released or expired',
  'price-drop': 'A price drop on a phone you saved',
  'saved-search': 'A new phone matching a saved search',
  offer: 'An offer made, countered, accepted or declined',
  dispute: 'A problem reported on a sale: opened, answered, decided',
  review: 'A review of you',
  report: 'The outcome of something you reported',
};

/** One notification: what happened, and the page (a path on this site) that shows it. */
export const Notification = z.object({
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** How many notifications the bell lists (the newest). */
export const BELL_SIZE = 20;

/** `GET /notifications`: the newest notifications and how many are unread in all. */
export const NotificationList = z.object({
  items: z.array(Notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /notifications/{id}/read` and `POST /notifications/read-all`. */
export const MarkReadAnswer = z.object({
  modifiedCount: z.number().int(),
  unread: z.number().int(),
});
export type MarkReadAnswer = z.infer<typeof MarkReadAnswer>;

/** Per kind: also by email (true) or in-app only (false). */
export const NotificationPreferences = z.object({
  email: z.record(NotificationKind, z.boolean()),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** `PUT /notifications/preferences`: one kind's choice. */
export const NotificationPreferenceBody = z.object({
  kind: NotificationKind,
  email: z.boolean({ error: 'email must be true or false' }),
});
export type NotificationPreferenceBody = z.infer<typeof NotificationPreferenceBody>;
