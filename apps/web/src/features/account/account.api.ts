import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  TokenRefusal,
} from '@resale-zone/contract/account-email';
import type { ChangeEmailBody, DeleteAccountBody } from '@resale-zone/contract/account';
import type { UpdateProfileBody } from '@resale-zone/contract/users';
import { ApiError, apiRequest, lazyContract } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { sessionQuery } from '../auth/index.ts';
import { ownProfileKey } from './own-profile-query.ts';

// Answer schemas load with the request (these pages need no zod of their own).
const contract = lazyContract(() => import('@resale-zone/contract/account-email'));

// The mailed-link endpoints authorise with the token itself, not with a session: no bearer.
const byLink = { auth: false } as const;

/** Why a mailed link was refused (a 400 naming `token`), or null for any other failure. */
export function linkRefusal(error: unknown): TokenRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.field !== 'token') return null;
  return error.reason === 'expired' || error.reason === 'used' ? error.reason : 'invalid';
}

/** `POST /auth/verify-email`: the link's token proves the address. */
export const verifyEmail = (token: string) =>
  apiRequest('/auth/verify-email', contract('VerifyEmailAnswer'), {
    method: 'POST',
    body: { token },
    ...byLink,
  });

/** Asks for a reset link; the answer is the same whether or not an account has the address. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest('/auth/forgot-password', contract('MailQueuedAnswer'), {
        method: 'POST',
        body,
        ...byLink,
      }),
  });
}

/**
 * `POST /auth/reset-password/check`: whether a reset link still works, asked when the page opens
 * (it does not spend the link). A dead one fails with a 400 naming `token` (see `linkRefusal`).
 */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: () =>
      apiRequest('/auth/reset-password/check', contract('ResetPasswordCheckAnswer'), {
        method: 'POST',
        body: { token },
        ...byLink,
      }),
    // Asked once per opening: the submit checks again anyway.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** A new password through a mailed link; it ends every session of that account. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiRequest('/auth/reset-password', contract('ResetPasswordAnswer'), {
        method: 'POST',
        body,
        ...byLink,
      }),
    // Whoever was signed in here as that account no longer is: ask the server again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey }),
  });
}

/** What a Resend press tells the person, as a toast. */
function toastResendFailure(error: Error) {
  if (error instanceof ApiError && error.status === 409) {
    return notify.success('Your email address is already verified.');
  }
  // The server's words say when to try again ('… Try again in an hour.').
  if (error instanceof ApiError && error.status === 429) {
    return notify.error(`No new link sent: ${error.message}`);
  }
  return notify.error(error.message);
}

/**
 * A new verification mail to the signed-in person's address (`email`, for the toast): 3 an hour,
 * 409 once verified. The toasts are the hook's, so they show even when the banner that asked has
 * gone meanwhile.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_email: string) =>
      apiRequest('/auth/verify-email/resend', contract('MailQueuedAnswer'), { method: 'POST' }),
    onSuccess: (_answer, email) =>
      notify.success(`We sent a new link to ${email}. It works for 24 hours.`),
    onError: (error) => {
      toastResendFailure(error);
      // Verified on another device: the session says so once it is asked again.
      if (error instanceof ApiError && error.status === 409) {
        return queryClient.invalidateQueries({ queryKey: sessionQuery().queryKey });
      }
    },
  });
}

/** The signed-in person's new password, given the current one; other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/auth/change-password', contract('ChangePasswordAnswer'), {
        method: 'POST',
        body,
      }),
  });
}

// The member's own profile: its answers are checked against the users contract.
const users = lazyContract(() => import('@resale-zone/contract/users'));
export { ownProfileQuery } from './own-profile-query.ts';

/**
 * `PUT /users/me/profile`. The name and photo are in many answers (the session, listing cards,
 * the public profile): everything shown is asked again.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) =>
      apiRequest('/users/me/profile', users('OwnProfile'), { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ownProfileKey, saved);
      return queryClient.invalidateQueries();
    },
  });
}

// One's own account (decision 057): a new email, the data file, deletion.
const account = lazyContract(() => import('@resale-zone/contract/account'));

/** A plain link downloads the member's data (the session cookie authorises it). */
export const EXPORT_URL = '/api/users/me/export';

/** `POST /users/me/email`: a link goes to the new address; nothing changes until it is followed. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) =>
      apiRequest('/users/me/email', account('ChangeEmailAnswer'), { method: 'POST', body }),
  });
}

/**
 * `POST /auth/change-email`: the link's token, sent with this browser's session cookie (the link
 * works only where the account that asked is signed in).
 */
export const confirmEmailChange = (token: string) =>
  apiRequest('/auth/change-email', account('ConfirmEmailChangeAnswer'), {
    method: 'POST',
    body: { token },
    ...byLink,
  });

/** `DELETE /users/me`: the password again; every session of the account ends. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiRequest('/users/me', account('DeleteAccountAnswer'), { method: 'DELETE', body }),
  });
}
