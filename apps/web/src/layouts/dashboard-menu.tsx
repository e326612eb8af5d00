import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import {
  Bell,
  BellPlus,
  KeyRound,
  LayoutDashboard,
  MessageCircle,
  ShieldAlert,
  Star,
  UserCog,
  UserPen,
  type LucideIcon,
} from 'lucide-react';
import type { AccountType } from '@resale-zone/contract/users';
import { UnreadBadge } from '../features/conversations/index.ts';

interface MenuItem {
  to: string;
  label: string;
}

/** The spec's drawer menus: sellers, admins, and everyone else (buyers). */
export const DASHBOARD_MENUS: Record<AccountType, MenuItem[]> = {
  seller: [
    { to: '/deshboard/addproduct', label: 'Add A Product' },
    { to: '/deshboard/showproduct', label: 'Show Product' },
    { to: '/deshboard/order', label: 'My Order' },
    { to: '/deshboard/offers', label: 'Offers' },
    // People both buy and sell: the phones a seller booked and saved.
    { to: '/deshboard/booking', label: 'Booking' },
    { to: '/deshboard/wishlist', label: 'Wishlist' },
    { to: '/deshboard/my-offers', label: 'My offers' },
  ],
  admin: [
    { to: '/deshboard/allsellers', label: 'All Sellers' },
    { to: '/deshboard/allbuyers', label: 'All Buyers' },
    { to: '/deshboard/reported-products', label: 'Reported Products' },
    { to: '/deshboard/alladmins', label: 'All Admins' },
    { to: '/deshboard/audit', label: 'Audit trail' },
    { to: '/deshboard/failed-jobs', label: 'Failed jobs' },
    { to: '/deshboard/disputes', label: 'Disputes' },
    { to: '/deshboard/no-show-claims', label: 'No-show claims' },
    { to: '/deshboard/blocked-imeis', label: 'Blocked IMEIs' },
    { to: '/deshboard/brands', label: 'Brands' },
    { to: '/deshboard/areas', label: 'Areas' },
    { to: '/deshboard/meeting-spots', label: 'Meeting spots' },
    { to: '/deshboard/reported-reviews', label: 'Reported reviews' },
    { to: '/deshboard/reported-conversations', label: 'Reported conversations' },
  ],
  buyer: [
    { to: '/deshboard/booking', label: 'Booking' },
    { to: '/deshboard/wishlist', label: 'Wishlist' },
    { to: '/deshboard/my-offers', label: 'My offers' },
  ],
};

/** The pages of every account, after the role's menu, each with its icon. */
const EVERY_ACCOUNT: { to: string; label: string; Icon: LucideIcon }[] = [
  { to: '/deshboard/messages', label: 'Messages', Icon: MessageCircle },
  { to: '/deshboard/notifications', label: 'Notifications', Icon: Bell },
  { to: '/deshboard/saved-searches', label: 'Saved searches', Icon: BellPlus },
  { to: '/deshboard/profile', label: 'Edit profile', Icon: UserPen },
  { to: '/deshboard/change-password', label: 'Change password', Icon: KeyRound },
  { to: '/deshboard/account', label: 'Account', Icon: UserCog },
  { to: '/deshboard/reviews', label: 'Reviews', Icon: Star },
  { to: '/deshboard/report-stolen', label: 'Report a stolen phone', Icon: ShieldAlert },
];

// No colour transition: the link that becomes current would pass through colours below the 4.5:1
// contrast it ends at (an axe scan in CI caught it half-way once).
const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-field px-3 py-2.5 font-medium transition-none hover:bg-base-200 ${
    isActive ? 'bg-brand-soft text-primary' : ''
  }`;

interface DashboardMenuProps {
  role: AccountType | null;
  isRoleLoading: boolean;
  /** The first link, for the drawer to focus when it opens. */
  firstLinkRef: RefObject<HTMLAnchorElement | null>;
}

/** The dashboard's links: Dashboard, the role's pages, then Messages and Change password. */
export function DashboardMenu({ role, isRoleLoading, firstLinkRef }: DashboardMenuProps) {
  const items = role ? DASHBOARD_MENUS[role] : [];
  return (
    <>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink ref={firstLinkRef} to="/deshboard" end className={itemClass}>
            <LayoutDashboard aria-hidden className="size-4" />
            Dashboard
          </NavLink>
        </li>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={itemClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {/* Every account's, after its role's menu: people both buy and sell. */}
        {EVERY_ACCOUNT.map(({ to, label, Icon }, i) => (
          <li key={to} className={i === 0 ? 'mt-2 border-t border-base-300 pt-2' : undefined}>
            <NavLink to={to} className={itemClass}>
              <Icon aria-hidden className="size-4" />
              {label}
              {to === '/deshboard/messages' ? <UnreadBadge className="ml-auto" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {isRoleLoading ? (
        <p role="status" className="px-3 text-sm text-ink-muted">
          Loading your menu…
        </p>
      ) : null}
    </>
  );
}
