import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AccountType } from '@resale-zone/contract/users';
import { renderApp } from './render-app.tsx';

/** The payment page of booking-1, beside a stand-in bookings page to land on when paid. */
export const openPaymentPage = (ui: ReactNode) =>
  renderApp(ui, {
    path: '/deshboard/payment/booking-1',
    route: '/deshboard/payment/:id',
    pages: { '/deshboard/booking': <h1>My bookings</h1> },
  });

/** A stand-in sign-in page that says where the visitor will be sent back to. */
function SignInPage() {
  const { state } = useLocation();
  return <p>Sign-in page, back to {(state as { from: { pathname: string } }).from.pathname}</p>;
}

/** `ui` on an iPhone category page for `as` (null: signed out), beside the sign-in page. */
export const openOnCategoryPage = (ui: ReactNode, as: AccountType | null) =>
  renderApp(ui, {
    as,
    path: '/categories/iphone',
    route: '/categories/iphone',
    pages: { '/singin': <SignInPage /> },
  });
