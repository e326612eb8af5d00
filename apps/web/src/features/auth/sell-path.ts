import type { AccountType } from '@resale-zone/contract/users';

/** "Sell your phone" for a signed-out visitor: sign-up with Seller chosen. */
export const SELLER_SIGN_UP = '/singup?account=seller';
/** Where a seller lists a phone. */
export const ADD_PRODUCT = '/deshboard/addproduct';

/**
 * Where "Sell your phone" leads: signed out, to sign-up as a seller; a seller, to Add A Product;
 * a buyer to the dashboard, whose Start selling makes the account a seller's (an admin, and anyone
 * whose role is not known yet, to the dashboard too).
 */
export function sellPath(signedIn: boolean, role: AccountType | null): string {
  if (!signedIn) return SELLER_SIGN_UP;
  return role === 'seller' ? ADD_PRODUCT : '/deshboard';
}
