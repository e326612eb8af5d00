import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import type { AccountType } from '@resale-zone/contract/users';
import { useAuth } from './auth-context.tsx';

const ROLE_NAMES: Record<AccountType, string> = {
  buyer: 'buyer',
  seller: 'seller',
  admin: 'admin',
};

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Dashboard pages of one role: other accounts see a plain "not for your account" message instead
 * (the server refuses them the data anyway).
 */
export function RoleGate({ allow }: { allow: AccountType[] }) {
  const { role, isRoleLoading } = useAuth();
  if (isRoleLoading || role === null) {
    return (
      <div role="status" className="flex items-center gap-3 py-10">
        <span aria-hidden className="loading loading-spinner loading-md text-primary" />
        <span className="text-ink-muted">Checking your account…</span>
      </div>
    );
  }
  if (allow.includes(role)) return <Outlet />;
  const wanted = allow.map((r) => ROLE_NAMES[r]).join(' or ');
  return (
    <section
      aria-labelledby="not-for-you"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-box border border-base-300 bg-base-200/60 px-6 py-12 text-center"
    >
      <ShieldAlert aria-hidden className="size-10 text-warning" />
      <h1 id="not-for-you" className="text-2xl font-bold">
        This page is not for your account
      </h1>
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
