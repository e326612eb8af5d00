import { z } from 'zod';
import { Id } from './common.ts';
import { BookingState, ReleaseReason } from './handover.ts';

/**
 * Conversations between a buyer and a seller about one listing (issue 18, decision 024): one per
 * listing and buyer, plain-text messages, the booking's events in between, block and report.
 */

export const MESSAGE_MAX = 2000;

/** Characters as people count them (an emoji is one), not UTF-16 code units. */
const characters = (s: string) => [...s].length;

/** A message: plain text, 1 to 2,000 characters once trimmed. Links stay text. */
export const MessageText = z
  .string({ error: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .refine((s) => characters(s) <= MESSAGE_MAX, {
    error: `At most ${MESSAGE_MAX.toLocaleString('en-US')} characters`,
  });

/** `POST /conversations`: "Message the seller" on a listing's page. */
export const OpenConversationBody = z.object({ listingId: Id });
export type OpenConversationBody = z.infer<typeof OpenConversationBody>;
export const OpenConversationAnswer = z.object({ _id: z.string(), created: z.boolean() });
export type OpenConversationAnswer = z.infer<typeof OpenConversationAnswer>;

/** `POST /conversations/{id}/messages`. */
export const SendMessageBody = z.object({ body: MessageText });
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** The caller's side of a conversation. */
export const ConversationRole = z.enum(['buyer', 'seller']);
export type ConversationRole = z.infer<typeof ConversationRole>;

const ListingRef = z.object({
  /** Null once the listing was deleted; the name and photo stay. */
  _id: z.string().nullable(),
  productName: z.string(),
  photo: z.string(),
});

/** One row of `/deshboard/messages`. */
export const ConversationSummary = z.object({
  _id: z.string(),
  listing: ListingRef,
  /** The caller's side. */
  role: ConversationRole,
  /** The other person's name. */
  otherName: z.string(),
  lastMessage: z.object({ body: z.string(), at: z.string(), mine: z.boolean() }).nullable(),
  /** Messages of the other person the caller has not seen. */
  unread: z.number().int().nonnegative(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ConversationList = z.object({
  items: z.array(ConversationSummary),
  nextCursor: z.null(),
  total: z.number().int().nonnegative(),
});
export const ConversationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `GET /conversations/unread`: the badge. */
export const UnreadAnswer = z.object({
  /** Conversations with at least one unread message. */
  conversations: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type UnreadAnswer = z.infer<typeof UnreadAnswer>;

export const Message = z.object({
  kind: z.literal('message'),
  _id: z.string(),
  body: z.string(),
  at: z.string(),
  mine: z.boolean(),
  /** The other person has seen it (only meaningful for the caller's own messages). */
  read: z.boolean(),
});
export type Message = z.infer<typeof Message>;

/** What happened to a booking the buyer made on this listing after the conversation began. */
export const BookingEventKind = z.enum([
  'booked',
  'paid',
  'completed',
  'released',
  'disputed',
  'refunded',
]);
export type BookingEventKind = z.infer<typeof BookingEventKind>;
export const BookingEvent = z.object({
  kind: z.literal('booking'),
  bookingId: z.string(),
  event: BookingEventKind,
  /** Why a hold ended, for `released`. */
  reason: ReleaseReason.nullable(),
  /** The booking's state now. */
  state: BookingState,
  at: z.string(),
});
export type BookingEvent = z.infer<typeof BookingEvent>;

export const TimelineItem = z.discriminatedUnion('kind', [Message, BookingEvent]);
export type TimelineItem = z.infer<typeof TimelineItem>;

/** `GET /conversations/{id}`: the conversation, for one of its two people. */
export const Conversation = z.object({
  _id: z.string(),
  listing: ListingRef,
  role: ConversationRole,
  otherName: z.string(),
  /** Oldest first: messages and booking events by time (the latest 300 messages). */
  items: z.array(TimelineItem),
  /** Earlier messages exist beyond the 300 shown. */
  earlier: z.boolean(),
  /** The caller blocked the other person. */
  blockedByMe: z.boolean(),
  /** The other person blocked the caller. */
  blockedByOther: z.boolean(),
  /** An admin barred the caller from sending messages. */
  banned: z.boolean(),
  /** The caller has an open report on this conversation. */
  reported: z.boolean(),
});
export type Conversation = z.infer<typeof Conversation>;

/** Why someone shares a phone number, an email or a payment link: the answer says so. */
export const MessageWarning = z.enum(['off_platform']);
export type MessageWarning = z.infer<typeof MessageWarning>;
export const SendMessageAnswer = z.object({
  message: Message,
  /** The message was sent, with a warning to keep payments on Resale Zone. */
  warning: MessageWarning.nullable(),
});
export type SendMessageAnswer = z.infer<typeof SendMessageAnswer>;

export const CONVERSATION_REPORT_REASONS = [
  { value: 'scam', label: 'Scam or fraud' },
  { value: 'off-platform-payment', label: 'Asks to pay outside Resale Zone' },
  { value: 'abuse', label: 'Harassment or abuse' },
  { value: 'spam', label: 'Spam' },
  { value: 'other', label: 'Something else' },
] as const;
export const ConversationReportReason = z.enum(
  CONVERSATION_REPORT_REASONS.map((r) => r.value) as [
    (typeof CONVERSATION_REPORT_REASONS)[number]['value'],
    ...(typeof CONVERSATION_REPORT_REASONS)[number]['value'][],
  ],
  { error: 'Choose a reason' },
);
export type ConversationReportReason = z.infer<typeof ConversationReportReason>;

/** `POST /conversations/{id}/report`. */
export const ReportConversationBody = z.object({
  reason: ConversationReportReason,
  note: z.string().trim().max(1000, 'At most 1,000 characters').optional(),
});
export type ReportConversationBody = z.input<typeof ReportConversationBody>;

/** `GET /admin/conversation-reports`: reported conversations, open ones first. */
export const ConversationReport = z.object({
  _id: z.string(),
  conversationId: z.string(),
  productName: z.string(),
  reporter: z.object({ name: z.string(), email: z.string() }),
  reported: z.object({ _id: z.string(), name: z.string(), email: z.string(), banned: z.boolean() }),
  reason: ConversationReportReason,
  note: z.string().nullable(),
  status: z.enum(['open', 'dismissed', 'banned']),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ConversationReport = z.infer<typeof ConversationReport>;
export const ConversationReportList = z.array(ConversationReport);

/** `GET /admin/conversation-reports/{id}`: the report and the conversation it is about. */
export const ReportedConversation = z.object({
  report: ConversationReport,
  buyerName: z.string(),
  sellerName: z.string(),
  messages: z.array(
    z.object({
      _id: z.string(),
      from: ConversationRole,
      body: z.string(),
      at: z.string(),
      offPlatform: z.boolean(),
    }),
  ),
});
export type ReportedConversation = z.infer<typeof ReportedConversation>;

/** `POST /admin/conversation-reports/{id}/decide`. */
export const DecideConversationReportBody = z.object({
  /** `ban`: the reported account may no longer send messages (it can still read). */
  action: z.enum(['dismiss', 'ban'], { error: 'Choose dismiss or ban' }),
  note: z
    .string({ error: 'Write a note for the audit trail' })
    .trim()
    .min(1, 'Write a note for the audit trail')
    .max(500, 'At most 500 characters'),
});
export type DecideConversationReportBody = z.input<typeof DecideConversationReportBody>;

/** `PUT`/`DELETE /conversations/{id}/block`: whether the other person is blocked now. */
export const BlockAnswer = z.object({ acknowledged: z.boolean(), blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof BlockAnswer>;

/** `POST /conversations/{id}/report`. */
export const ReportConversationAnswer = z.object({ acknowledged: z.boolean() });
