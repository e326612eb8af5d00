import { z } from 'zod';
import { AuditEventList, DismissAnswer, SuspendAnswer } from '@resale-zone/contract/admin';
import {
  ChangePasswordAnswer,
  MailQueuedAnswer,
  ResetPasswordAnswer,
  ResetPasswordCheckAnswer,
  VerifyEmailAnswer,
} from '@resale-zone/contract/account-email';
import {
  ChangeEmailAnswer,
  ConfirmEmailChangeAnswer,
  DeleteAccountAnswer,
} from '@resale-zone/contract/account';
import { ProvidersAnswer, SessionAnswer } from '@resale-zone/contract/auth';
import {
  Conversation,
  ConversationList,
  ConversationReport,
  ConversationReportList,
  OpenConversationAnswer,
  ReportedConversation,
  SendMessageAnswer,
  UnreadAnswer,
} from '@resale-zone/contract/conversations';
import { Booking, BookingList, Order, OrderList } from '@resale-zone/contract/bookings';
import { Brand, BrandList } from '@resale-zone/contract/brands';
import {
  Area,
  AreaList,
  MeetingSpot,
  MeetingSpotList,
  RemoveAreaAnswer,
} from '@resale-zone/contract/areas';
import { BookingTimeline } from '@resale-zone/contract/booking-timeline';
import { DeletedAnswer, InsertedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import { ImageUploadAnswer } from '@resale-zone/contract/images';
import {
  ChecklistAnswer,
  Dispute,
  DisputeConversation,
  DisputeList,
  HandoverAnswer,
  Receipt,
} from '@resale-zone/contract/handover';
import {
  BlockedImeiList,
  StolenReportAnswer,
  StolenReportDecision,
  StolenReportRequestList,
} from '@resale-zone/contract/imei';
import { FailedJobList } from '@resale-zone/contract/jobs';
import { MeetingAnswer, NoShowClaim, NoShowClaimList } from '@resale-zone/contract/meetings';
import {
  AdminDashboard,
  SellerDashboard,
  SellerListingStats,
  ViewAnswer,
} from '@resale-zone/contract/dashboard';
import { PriceGuide, PriceGuideIndex, PriceVerdict } from '@resale-zone/contract/price-guide';
import {
  OwnProductList,
  ProductDetail,
  ChangePriceAnswer,
  EditProductAnswer,
  ProductList,
  ReportAnswer,
  ReportedIds,
  ReportedProduct,
} from '@resale-zone/contract/listings';
import {
  ConfirmAnswer,
  PaymentConfigAnswer,
  PaymentIntentAnswer,
} from '@resale-zone/contract/payments';
import * as Reviews from '@resale-zone/contract/reviews';
import {
  MarkReadAnswer,
  NotificationList,
  NotificationPreferences,
} from '@resale-zone/contract/notifications';
import { Offer, OfferList, OfferSettings, OfferTerms } from '@resale-zone/contract/offers';
import { SavedSearchList, SaveSearchAnswer } from '@resale-zone/contract/saved-searches';
import { ProductPage } from '@resale-zone/contract/search';
import {
  IsAdminAnswer,
  IsSellerAnswer,
  JwtAnswer,
  OwnProfile,
  PersonList,
  StartSellingAnswer,
  User,
} from '@resale-zone/contract/users';
import { WishlistIds, WishlistList, WishlistSaveAnswer } from '@resale-zone/contract/wishlist';

/**
 * Every endpoint the web app calls (method and path under /api, msw's `:param` syntax), with the
 * contract schema of its successful answer. The fake API checks each fake answer against it, so a
 * test cannot pass on an answer the real server could not give.
 */
export const endpoints = {
  // Identity
  'GET /auth/session': SessionAnswer,
  'GET /auth/providers': ProvidersAnswer,
  'POST /auth/sign-in': SessionAnswer,
  'POST /auth/sign-up': SessionAnswer,
  'POST /auth/sign-out': SessionAnswer,
  'GET /jwt': JwtAnswer,
  'GET /users/seller/:email': IsSellerAnswer,
  'GET /users/admin/:email': IsAdminAnswer,
  'POST /user': User,
  'POST /users/me/start-selling': StartSellingAnswer,
  'GET /users/me/profile': OwnProfile,
  'PUT /users/me/profile': OwnProfile,
  'POST /images': ImageUploadAnswer,
  // Account mail: verification, password reset and change
  'POST /auth/verify-email': VerifyEmailAnswer,
  'POST /auth/verify-email/resend': MailQueuedAnswer,
  'POST /auth/forgot-password': MailQueuedAnswer,
  'POST /auth/reset-password': ResetPasswordAnswer,
  'POST /auth/reset-password/check': ResetPasswordCheckAnswer,
  'POST /auth/change-password': ChangePasswordAnswer,
  // One's own account: a new email, deletion (the data file is a plain link, not a fetch)
  'POST /users/me/email': ChangeEmailAnswer,
  'POST /auth/change-email': ConfirmEmailChangeAnswer,
  'DELETE /users/me': DeleteAccountAnswer,
  // Listings and discovery
  'GET /brands': BrandList,
  'GET /advertise': ProductList,
  'GET /categories/:brand': ProductList,
  'GET /products/:id': ProductDetail,
  'DELETE /products/:id': DeletedAnswer,
  'GET /addproduct': OwnProductList,
  'POST /addproduct': InsertedAnswer,
  'PUT /addproduct/advertise/:id': ModifiedAnswer,
  'PUT /addproduct/pause/:id': ModifiedAnswer,
  'PUT /addproduct/resume/:id': ModifiedAnswer,
  'PUT /addproduct/sold-elsewhere/:id': ModifiedAnswer,
  'PUT /addproduct/report/:id': ReportAnswer,
  'GET /reports/mine': ReportedIds,
  'PUT /addproduct/paid/:id': ModifiedAnswer,
  'GET /search': ProductPage,
  'PUT /products/:id/price': ChangePriceAnswer,
  'PATCH /products/:id': EditProductAnswer,
  // Notifications and saved searches
  'GET /notifications': NotificationList,
  'POST /notifications/:id/read': MarkReadAnswer,
  'POST /notifications/read-all': MarkReadAnswer,
  'GET /notifications/preferences': NotificationPreferences,
  'PUT /notifications/preferences': NotificationPreferences,
  'GET /saved-searches': SavedSearchList,
  'POST /saved-searches': SaveSearchAnswer,
  'DELETE /saved-searches/:id': DeletedAnswer,
  // Offers
  'GET /offer-terms/:id': OfferTerms,
  'POST /offers': Offer,
  'GET /offers': OfferList,
  'GET /offers/received': OfferList,
  'POST /offers/:id/counter': Offer,
  'POST /offers/:id/accept': Offer,
  'POST /offers/:id/decline': Offer,
  'POST /offers/:id/withdraw': Offer,
  'GET /offer-settings/:id': OfferSettings,
  'PUT /offer-settings/:id': OfferSettings,
  'GET /wishlist': WishlistList,
  'GET /wishlist/ids': WishlistIds,
  'PUT /wishlist/:id': WishlistSaveAnswer,
  'DELETE /wishlist/:id': DeletedAnswer,
  // Bookings and payments
  'GET /bookings': BookingList,
  // Conversations
  'POST /conversations': OpenConversationAnswer,
  'GET /conversations': ConversationList,
  'GET /conversations/unread': UnreadAnswer,
  'GET /conversations/:id': Conversation,
  'POST /conversations/:id/messages': SendMessageAnswer,
  'POST /conversations/:id/read': ModifiedAnswer,
  'PUT /conversations/:id/block': z.object({ acknowledged: z.boolean(), blocked: z.boolean() }),
  'DELETE /conversations/:id/block': z.object({ acknowledged: z.boolean(), blocked: z.boolean() }),
  'POST /conversations/:id/report': z.object({ acknowledged: z.boolean() }),
  'GET /admin/conversation-reports': ConversationReportList,
  'GET /admin/conversation-reports/:id': ReportedConversation,
  'POST /admin/conversation-reports/:id/decide': ConversationReport,
  'GET /bookings/:id': Booking,
  'GET /bookings/:id/timeline': BookingTimeline,
  'GET /order': OrderList,
  'POST /booking': InsertedAnswer,
  'DELETE /booking/:id': DeletedAnswer,
  'GET /payments/config': PaymentConfigAnswer,
  'POST /create-payment-intent': PaymentIntentAnswer,
  'POST /test-payments/confirm': ConfirmAnswer,
  'POST /payments': InsertedAnswer,
  // The handover: held payments, the checklist and code, receipts and disputes
  'GET /bookings/:id/handover': HandoverAnswer,
  'POST /bookings/:id/checklist': ChecklistAnswer,
  'POST /orders/:id/handover': ModifiedAnswer,
  'POST /bookings/:id/cancel': Booking,
  'POST /orders/:id/decline': Order,
  'GET /bookings/:id/receipt': Receipt,
  'GET /bookings/:id/dispute': Dispute,
  'POST /bookings/:id/dispute': Dispute,
  'POST /bookings/:id/dispute/answer': Dispute,
  'GET /admin/disputes/:id/conversation': DisputeConversation,
  'GET /admin/disputes': DisputeList,
  // Meeting times and no-show claims
  'GET /bookings/:id/meeting': MeetingAnswer,
  'PUT /bookings/:id/meeting': MeetingAnswer,
  'POST /bookings/:id/meeting/confirm': MeetingAnswer,
  'POST /bookings/:id/no-show': NoShowClaim,
  'POST /no-show-claims/:id/answer': NoShowClaim,
  'GET /admin/no-show-claims': NoShowClaimList,
  'POST /admin/no-show-claims/:id/decide': NoShowClaim,
  'GET /trust/settings': Reviews.TrustSettingsAnswer,
  'POST /admin/disputes/:id/decide': Dispute,
  'POST /admin/disputes/:id/reopen': Dispute,
  // Reviews and profiles (issue 19)
  'GET /sellers/:id': Reviews.Profile,
  'GET /sellers/:id/reviews': Reviews.ReviewPage,
  'GET /bookings/:id/reviews': Reviews.SaleReviews,
  'POST /bookings/:id/review': Reviews.OwnReview,
  'POST /reviews/:id/reply': Reviews.OwnReview,
  'POST /reviews/:id/report': Reviews.ReviewReportAnswer,
  'GET /reviews/pending': Reviews.PendingReviewList,
  'GET /reviews/received': Reviews.OwnReviewList,
  'GET /reviews/written': Reviews.OwnReviewList,
  'GET /admin/reviews': Reviews.ReportedReviewList,
  'POST /admin/reviews/:id/hide': z.object({ hidden: z.boolean() }),
  // Admin tables
  'GET /allsellers': PersonList,
  'GET /allbuyers': PersonList,
  'DELETE /allsellers/:id': DeletedAnswer,
  'DELETE /allbuyers/:id': DeletedAnswer,
  'PUT /allseller/admin/:id': ModifiedAnswer,
  'DELETE /allseller/admin/:id': ModifiedAnswer,
  'PUT /suspensions/:id': SuspendAnswer,
  'DELETE /suspensions/:id': ModifiedAnswer,
  'GET /alladmins': PersonList,
  'GET /reported/product': z.array(ReportedProduct),
  'DELETE /reportedproduct/:id': DeletedAnswer,
  'DELETE /reportedproduct/:id/reports': DismissAnswer,
  'GET /audit': AuditEventList,
  'GET /admin/jobs': FailedJobList,
  'POST /admin/jobs/:id/retry': ModifiedAnswer,
  'GET /admin/blocked-imeis': BlockedImeiList,
  'POST /admin/blocked-imeis': InsertedAnswer,
  'DELETE /admin/blocked-imeis/:id': DeletedAnswer,
  'GET /admin/stolen-reports': StolenReportRequestList,
  'POST /admin/stolen-reports/:id/approve': StolenReportDecision,
  'POST /admin/stolen-reports/:id/decline': StolenReportDecision,
  'POST /admin/brands': Brand,
  'PUT /admin/brands/:slug': Brand,
  'DELETE /admin/brands/:slug': DeletedAnswer,
  // Areas and meeting spots (decision 056)
  'GET /areas': AreaList,
  'GET /meeting-spots': MeetingSpotList,
  'GET /admin/areas': AreaList,
  'POST /admin/areas': Area,
  'PUT /admin/areas/:id': Area,
  'PUT /admin/areas/:id/retired': Area,
  'DELETE /admin/areas/:id': RemoveAreaAnswer,
  'POST /admin/meeting-spots': MeetingSpot,
  'PUT /admin/meeting-spots/:id': MeetingSpot,
  'DELETE /admin/meeting-spots/:id': DeletedAnswer,
  'POST /stolen-phones': StolenReportAnswer,
  // Dashboards
  'POST /products/:id/views': ViewAnswer,
  'GET /dashboard/seller': SellerDashboard,
  'GET /dashboard/seller/listings': SellerListingStats,
  'GET /dashboard/admin': AdminDashboard,
  'GET /price-guide': PriceGuideIndex,
  'GET /price-guide/:brand/:model': PriceGuide,
  'GET /price-guide/listing/:id': PriceVerdict,
} as const satisfies Record<string, z.ZodType>;

export type Endpoint = keyof typeof endpoints;
/** The body a fake may answer `E` with: what the contract's schema accepts. */
export type AnswerOf<E extends Endpoint> = z.input<(typeof endpoints)[E]>;
