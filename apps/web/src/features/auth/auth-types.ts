import type { SignInBody, SignUpBody } from '@resale-zone/contract/auth';
import type { AccountType, AuthUser } from '@resale-zone/contract/users';

export interface SignUpInput extends SignUpBody {
  image?: File | null;
}

export interface SignUpOutcome {
  user: AuthUser;
  /** Why the photo could not be stored, when it could not (the account exists anyway). */
  imageProblem: string | null;
}

/** What signing in, up and out does; the provider adds who is signed in. */
export interface AuthActions {
  signIn(body: SignInBody): Promise<AuthUser>;
  signUp(input: SignUpInput): Promise<SignUpOutcome>;
  signInWithGoogle(): Promise<AuthUser>;
  /** Ends the session on the server and forgets it here (token, person, cached data). */
  signOut(): Promise<void>;
  /**
   * The two halves of signOut, for a caller that must leave a signed-in-only page in between
   * (so that the page does not send the person to /singin first).
   */
  endSession(
    /** The request that ends the session instead of a sign-out (deleting the account). */
    ending?: () => Promise<unknown>,
  ): Promise<void>;
  forgetSession(): void;
}

export interface AuthContextValue extends AuthActions {
  user: AuthUser | null;
  /** The role from the server (isSeller / isAdmin); null while unknown or signed out. */
  role: AccountType | null;
  /** True until the session is known (first load). */
  isLoading: boolean;
  /** True while the signed-in user's role is being asked. */
  isRoleLoading: boolean;
}
