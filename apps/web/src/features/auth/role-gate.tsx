import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { AccountType } from '@resale-zone/contract/users';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useAuth } from './auth-context.tsx';
import { PageHeading } from '../../components/ui/page-text.tsx';

const ROLE_NAMES: Record<AccountType, string> = {
  buyer: 'buyer',
  seller: 'seller',
  admin: 'admin',
};

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Dashboard pages of one role: other accounts see a plain "not for your account" message instead
 * (the server refuses them the data anyway). While the role is being asked for, the page is
 * already there, hidden: its code and its data load beside the role, not after it.
 */
export function RoleGate({ allow }: { allow: AccountType[] }) {
  const { role, isRoleLoading } = useAuth();
  const isChecking = isRoleLoading || role === null;
  if (isChecking || allow.includes(role)) {
    return (
      <>
        {isChecking ? (
          <div role="status" className="flex items-center gap-3 py-10">
            <span aria-hidden className="loading loading-spinner loading-md text-primary" />
            <span className="text-ink-muted">Checking your account…</span>
          </div>
        ) : null}
        {/* One tree whether hidden or shown, so the page keeps its state when it appears. */}
        <div className="contents" hidden={isChecking}>
          <Outlet />
        </div>
      </>
    );
  }
  return <NotForYou allow={allow} role={role} />;
}

/** Its own title too: the hidden page, mounted while the role was checked, had set its own. */
function NotForYou({ allow, role }: { allow: AccountType[]; role: AccountType }) {
  usePageTitle('Not for your account');
  const wanted = allow.map((r) => ROLE_NAMES[r]).join(' or ');
  return (
    <section
      aria-labelledby="not-for-you"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-base-300 bg-base-200/60 px-6 py-12 text-center"
    >
      <ShieldAlert aria-hidden className="size-10 text-warning" />
      <PageHeading size="item" id="not-for-you">
        This page is not for your account
      </PageHeading>
      <p className="text-ink-muted">
        It is for {article(wanted)} {wanted} account, and you are signed in as {article(role)}{' '}
        {ROLE_NAMES[role]}. Your dashboard menu shows the pages you can use.
      </p>
      <Link to="/deshboard" className="btn btn-primary">
        Back to the dashboard
      </Link>
    </section>
  );
}
