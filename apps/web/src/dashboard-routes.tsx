import type { RouteObject } from 'react-router';
import { lazyComponent, lazyPage } from './components/layout/lazy-page.ts';
import { Loaded, RouteErrors } from './layouts/route-boundaries.tsx';
import NotFoundPage from './pages/not-found-page.tsx';
import { lazyRoute, preloads } from './route-parts.tsx';

// The dashboard's pages under /deshboard (decision 017: client-rendered, signed in), each its own
// chunk, behind the role gate of the accounts they are for.
export const DashboardLayout = lazyComponent(
  () => import('./layouts/dashboard-layout.tsx'),
  (m) => m.DashboardLayout,
);
const RoleGate = lazyComponent(
  () => import('./features/auth/role-gate.tsx'),
  (m) => m.RoleGate,
);
const DashboardHomePage = lazyPage(() => import('./pages/dashboard-home-page.tsx'));
const AddProductPage = lazyPage(() => import('./pages/add-product-page.tsx'));
const ShowProductPage = lazyPage(() => import('./pages/show-product-page.tsx'));
const OrdersPage = lazyPage(() => import('./pages/orders-page.tsx'));
const AllSellersPage = lazyPage(() => import('./pages/all-sellers-page.tsx'));
const AllAdminsPage = lazyPage(() => import('./pages/all-admins-page.tsx'));
const AllBuyersPage = lazyPage(() => import('./pages/all-buyers-page.tsx'));
const ReportedProductsPage = lazyPage(() => import('./pages/reported-products-page.tsx'));
const AuditPage = lazyPage(() => import('./pages/audit-page.tsx'));
const BookingsPage = lazyPage(() => import('./pages/bookings-page.tsx'));
const PaymentPage = lazyPage(() => import('./pages/payment-page.tsx'));
const OffersPage = lazyPage(() => import('./pages/offers-page.tsx'));
const MyOffersPage = lazyPage(() => import('./pages/my-offers-page.tsx'));
const WishlistPage = lazyPage(() => import('./pages/wishlist-page.tsx'));
const NotificationsPage = lazyPage(() => import('./pages/notifications-page.tsx'));
const SavedSearchesPage = lazyPage(() => import('./pages/saved-searches-page.tsx'));
const ChangePasswordPage = lazyPage(() => import('./pages/change-password-page.tsx'));
const EditProfilePage = lazyPage(() => import('./pages/edit-profile-page.tsx'));
const AccountPage = lazyPage(() => import('./pages/account-page.tsx'));
const FailedJobsPage = lazyPage(() => import('./pages/failed-jobs-page.tsx'));
const DisputesPage = lazyPage(() => import('./pages/disputes-page.tsx'));
const MeetSellerPage = lazyPage(() => import('./pages/meet-seller-page.tsx'));
const MeetingPage = lazyPage(() => import('./pages/meeting-page.tsx'));
const NoShowClaimsPage = lazyPage(() => import('./pages/no-show-claims-page.tsx'));
const ReceiptPage = lazyPage(() => import('./pages/receipt-page.tsx'));
const BlockedImeisPage = lazyPage(() => import('./pages/blocked-imeis-page.tsx'));
const BrandsPage = lazyPage(() => import('./pages/brands-page.tsx'));
const AreasPage = lazyPage(() => import('./pages/areas-page.tsx'));
const MeetingSpotsPage = lazyPage(() => import('./pages/meeting-spots-page.tsx'));
const ReportStolenPage = lazyPage(() => import('./pages/report-stolen-page.tsx'));
const ReviewsPage = lazyPage(() => import('./pages/reviews-page.tsx'));
const ReportedReviewsPage = lazyPage(() => import('./pages/reported-reviews-page.tsx'));
const MessagesPage = lazyPage(() => import('./pages/messages-page.tsx'));
const ConversationPage = lazyPage(() => import('./pages/conversation-page.tsx'));
const ReportedConversationsPage = lazyPage(() => import('./pages/reported-conversations-page.tsx'));
const ReportedConversationPage = lazyPage(() => import('./pages/reported-conversation-page.tsx'));
const DisputeConversationPage = lazyPage(() => import('./pages/dispute-conversation-page.tsx'));

/** Dashboard pages of one role (other accounts see "not for your account"). */
const sellerOnly = (
  <Loaded>
    <RoleGate allow={['seller']} />
  </Loaded>
);
const adminOnly = (
  <Loaded>
    <RoleGate allow={['admin']} />
  </Loaded>
);
/** People both buy and sell: a seller books and pays for other people's phones too. */
const buyersAndSellers = (
  <Loaded>
    <RoleGate allow={['buyer', 'seller']} />
  </Loaded>
);

/** The routes inside the dashboard layout. */
export const dashboardRoutes: RouteObject[] = [
  {
    element: <RouteErrors />,
    children: [
      { index: true, ...lazyRoute(DashboardHomePage) },
      { path: 'change-password', ...lazyRoute(ChangePasswordPage) },
      { path: 'profile', ...lazyRoute(EditProfilePage) },
      { path: 'account', ...lazyRoute(AccountPage) },
      // A bill of sale: its buyer, its seller and admins (the server checks which).
      { path: 'receipt/:id', ...lazyRoute(ReceiptPage) },
      // A booking's meeting time: its buyer and its seller (the server checks which).
      { path: 'meeting/:id', ...lazyRoute(MeetingPage) },
      { path: 'report-stolen', ...lazyRoute(ReportStolenPage) },
      // Every account: people both buy and sell, and both sides review.
      { path: 'reviews', ...lazyRoute(ReviewsPage) },
      { path: 'notifications', ...lazyRoute(NotificationsPage) },
      { path: 'saved-searches', ...lazyRoute(SavedSearchesPage) },
      // Conversations: every account (people both buy and sell); the server checks whose.
      { path: 'messages', ...lazyRoute(MessagesPage) },
      { path: 'messages/:id', ...lazyRoute(ConversationPage) },
      {
        element: sellerOnly,
        handle: preloads(RoleGate),
        children: [
          { path: 'addproduct', ...lazyRoute(AddProductPage) },
          { path: 'showproduct', ...lazyRoute(ShowProductPage) },
          { path: 'order', ...lazyRoute(OrdersPage) },
          { path: 'offers', ...lazyRoute(OffersPage) },
        ],
      },
      {
        element: adminOnly,
        handle: preloads(RoleGate),
        children: [
          { path: 'allsellers', ...lazyRoute(AllSellersPage) },
          { path: 'allbuyers', ...lazyRoute(AllBuyersPage) },
          { path: 'alladmins', ...lazyRoute(AllAdminsPage) },
          { path: 'reported-products', ...lazyRoute(ReportedProductsPage) },
          { path: 'audit', ...lazyRoute(AuditPage) },
          { path: 'failed-jobs', ...lazyRoute(FailedJobsPage) },
          { path: 'reported-reviews', ...lazyRoute(ReportedReviewsPage) },
          { path: 'disputes', ...lazyRoute(DisputesPage) },
          { path: 'no-show-claims', ...lazyRoute(NoShowClaimsPage) },
          { path: 'disputes/:id/conversation', ...lazyRoute(DisputeConversationPage) },
          { path: 'blocked-imeis', ...lazyRoute(BlockedImeisPage) },
          { path: 'brands', ...lazyRoute(BrandsPage) },
          { path: 'areas', ...lazyRoute(AreasPage) },
          { path: 'meeting-spots', ...lazyRoute(MeetingSpotsPage) },
          { path: 'reported-conversations', ...lazyRoute(ReportedConversationsPage) },
          { path: 'reported-conversations/:id', ...lazyRoute(ReportedConversationPage) },
        ],
      },
      {
        element: buyersAndSellers,
        handle: preloads(RoleGate),
        children: [
          { path: 'booking', ...lazyRoute(BookingsPage) },
          { path: 'booking/:id', ...lazyRoute(MeetSellerPage) },
          { path: 'payment/:id', ...lazyRoute(PaymentPage) },
          { path: 'wishlist', ...lazyRoute(WishlistPage) },
          { path: 'my-offers', ...lazyRoute(MyOffersPage) },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
