import { z } from 'zod';
import { AuditEventList, DismissAnswer } from '@resale-zone/contract/admin';
import {
  ChangePasswordAnswer,
  MailQueuedAnswer,
  ResetPasswordAnswer,
  VerifyEmailAnswer,
} from '@resale-zone/contract/account-email';
import { ProvidersAnswer, SessionAnswer } from '@resale-zone/contract/auth';
import { Booking, BookingList, Order, OrderList } from '@resale-zone/contract/bookings';
import { DeletedAnswer, InsertedAnswer, ModifiedAnswer } from '@resale-zone/contract/common';
import { ImageUploadAnswer } from '@resale-zone/contract/images';
import {
  ChecklistAnswer,
  Dispute,
  DisputeList,
  HandoverAnswer,
  Receipt,
} from '@resale-zone/contract/handover';
import { BlockedImeiList, StolenReportAnswer } from '@resale-zone/contract/imei';
import { FailedJobList } from '@resale-zone/contract/jobs';
import {
  OwnProductList,
  ProductDetail,
  ProductList,
  ReportAnswer,
  ReportedProduct,
} from '@resale-zone/contract/listings';
import {
  ConfirmAnswer,
  PaymentConfigAnswer,
  PaymentIntentAnswer,
} from '@resale-zone/contract/payments';
import { ProductPage } from '@resale-zone/contract/search';
import {
  IsAdminAnswer,
  IsSellerAnswer,
  JwtAnswer,
  PersonList,
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
  'POST /images': ImageUploadAnswer,
  // Account mail: verification, password reset and change
  'POST /auth/verify-email': VerifyEmailAnswer,
  'POST /auth/verify-email/resend': MailQueuedAnswer,
  'POST /auth/forgot-password': MailQueuedAnswer,
  'POST /auth/reset-password': ResetPasswordAnswer,
  'POST /auth/change-password': ChangePasswordAnswer,
  // Listings and discovery
  'GET /advertise': ProductList,
  'GET /categories/:brand': ProductList,
  'GET /products/:id': ProductDetail,
  'DELETE /products/:id': DeletedAnswer,
  'GET /addproduct': OwnProductList,
  'POST /addproduct': InsertedAnswer,
  'PUT /addproduct/advertise/:id': ModifiedAnswer,
  'PUT /addproduct/report/:id': ReportAnswer,
  'PUT /addproduct/paid/:id': ModifiedAnswer,
  'GET /search': ProductPage,
  'GET /wishlist': WishlistList,
  'GET /wishlist/ids': WishlistIds,
  'PUT /wishlist/:id': WishlistSaveAnswer,
  'DELETE /wishlist/:id': DeletedAnswer,
  // Bookings and payments
  'GET /bookings': BookingList,
  'GET /bookings/:id': Booking,
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
  'GET /admin/disputes': DisputeList,
  'POST /admin/disputes/:id/decide': Dispute,
  // Admin tables
  'GET /allsellers': PersonList,
  'GET /allbuyers': PersonList,
  'DELETE /allsellers/:id': DeletedAnswer,
  'DELETE /allbuyers/:id': DeletedAnswer,
  'PUT /allseller/admin/:id': ModifiedAnswer,
  'GET /reported/product': z.array(ReportedProduct),
  'DELETE /reportedproduct/:id': DeletedAnswer,
  'DELETE /reportedproduct/:id/reports': DismissAnswer,
  'GET /audit': AuditEventList,
  'GET /admin/jobs': FailedJobList,
  'POST /admin/jobs/:id/retry': ModifiedAnswer,
  'GET /admin/blocked-imeis': BlockedImeiList,
  'POST /admin/blocked-imeis': InsertedAnswer,
  'DELETE /admin/blocked-imeis/:id': DeletedAnswer,
  'POST /stolen-phones': StolenReportAnswer,
} as const satisfies Record<string, z.ZodType>;

export type Endpoint = keyof typeof endpoints;
/** The body a fake may answer `E` with: what the contract's schema accepts. */
export type AnswerOf<E extends Endpoint> = z.input<(typeof endpoints)[E]>;
