import { Mail } from 'lucide-react';
import { siFacebook, siGithub, siInstagram, siX, type SimpleIcon } from 'simple-icons';
import { Avatar } from '../components/ui/avatar.tsx';
import { BrandMark } from '../components/ui/brand-mark.tsx';
import { StartSelling } from '../features/account/start-selling.tsx';
import { useAuth } from '../features/auth/auth-context.tsx';
import { ReviewReminder } from '../features/reviews/review-reminder.tsx';
import { AdminDashboard } from '../features/dashboard/admin-dashboard.tsx';
import { SellerDashboard } from '../features/dashboard/seller-dashboard.tsx';
import { usePageTitle } from '../lib/use-page-title.ts';
import { PageHeading } from '../components/ui/page-text.tsx';

const ROLE_LABEL = { buyer: 'Buyer', seller: 'Seller', admin: 'Admin' } as const;

/** The spec's icons on the card are decorative: they link nowhere, so they are not links. */
const SOCIAL: { title: string; icon: SimpleIcon }[] = [
  { title: 'Facebook', icon: siFacebook },
  { title: 'Instagram', icon: siInstagram },
  { title: 'Twitter', icon: siX },
  { title: 'GitHub', icon: siGithub },
];

/**
 * /deshboard: the welcome card with the signed-in person's name, email and a short profile; below
 * it, a seller's or an admin's figures (features/dashboard).
 */
export default function DashboardHomePage() {
  usePageTitle('Dashboard');
  const { role } = useAuth();
  return (
    <div className="grid gap-8">
      <ReviewReminder />
      <WelcomeCard />
      {role === 'seller' ? <SellerDashboard /> : role === 'admin' ? <AdminDashboard /> : null}
    </div>
  );
}

function WelcomeCard() {
  const { user, role } = useAuth();
  if (!user) return null;
  return (
    <section
      aria-labelledby="welcome-heading"
      className="mx-auto max-w-xl overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-card"
    >
      <div className="h-24 bg-gradient-to-r from-primary to-secondary" />
      <div className="-mt-12 flex flex-col items-center gap-3 px-6 pb-8 text-center">
        <Avatar
          image={user.photoURL}
          name={user.displayName}
          size="lg"
          className="border-4 border-base-100"
        />
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Welcome</p>
        <PageHeading size="display" id="welcome-heading">
          {user.displayName}
        </PageHeading>
        <p className="flex items-center gap-2 text-ink-muted">
          <Mail aria-hidden className="size-4" />
          <span className="break-all">{user.email}</span>
        </p>
        {role ? <span className="badge badge-outline">{ROLE_LABEL[role]} account</span> : null}
        <p className="max-w-md text-ink-muted">
          Phone lover and careful trader. I buy and sell used phones in good shape, meet in busy
          public places, and check every handset before any money changes hands.
        </p>
        <ul aria-label="Social profiles" className="mt-2 flex gap-2">
          {SOCIAL.map(({ title, icon }) => (
            <li
              key={title}
              className="flex size-10 items-center justify-center rounded-full bg-base-200 text-secondary"
            >
              <BrandMark icon={icon} label={title} className="size-5" />
            </li>
          ))}
        </ul>
        {role === 'buyer' ? <StartSelling email={user.email} /> : null}
      </div>
    </section>
  );
}
