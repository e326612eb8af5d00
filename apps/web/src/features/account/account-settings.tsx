import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Download, MailCheck } from 'lucide-react';
import { ACCOUNT_DELETED, useAuth } from '../auth/index.ts';
import { notify } from '../../lib/toast.ts';
import { EXPORT_URL } from './account.api.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-card sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /deshboard/account: the email address, the data file, and deleting the account. */
export function AccountSettings() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'email' | 'delete' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (!user) return null;

  // Home, where the navbar forgets the person once it is on screen (as after 'Sing out'): the
  // dashboard never sends them to /singin.
  const onDeleted = async () => {
    await navigate('/', { replace: true, state: ACCOUNT_DELETED });
    notify.success('Your account was deleted.');
  };

  return (
    <div className="grid gap-5">
      <Section id="account-email-heading" title="Email address">
        <p className="min-w-0">
          You sign in with <strong>{user.email}</strong>
          {user.emailVerified ? ' (verified).' : ' (not verified yet).'}
        </p>
        {sentTo ? (
          <p role="status" className="flex gap-2 rounded-box bg-brand-soft p-3 text-sm">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span className="min-w-0">
              We sent a link to {sentTo}. Follow it within 24 hours in a browser where you are
              signed in; until then your address stays {user.email}.
            </span>
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-outline justify-self-start"
          onClick={() => setDialog('email')}
        >
          Change email
        </button>
      </Section>

      <Section id="account-data-heading" title="Your data">
        <p className="text-ink-muted">
          A file with your profile, listings, bookings, offers, messages, reviews and notification
          choices. Of other people it holds only their names.
        </p>
        <a
          href={EXPORT_URL}
          download
          className="btn btn-outline justify-self-start"
          data-testid="download-data"
        >
          <Download aria-hidden className="size-4" />
          Download my data
        </a>
      </Section>

      <Section id="account-delete-heading" title="Delete your account">
        <p className="text-ink-muted">
          You can delete your account once no payment of yours is on hold and no dispute is open. It
          cannot be undone.
        </p>
        <button
          type="button"
          className="btn btn-error btn-outline justify-self-start"
          onClick={() => setDialog('delete')}
        >
          Delete my account
        </button>
      </Section>

      <ChangeEmailDialog
        open={dialog === 'email'}
        currentEmail={user.email}
        onClose={() => setDialog(null)}
        onSent={(email) => {
          setDialog(null);
          setSentTo(email);
          notify.success(`We sent a link to ${email}.`);
        }}
      />
      <DeleteAccountDialog
        open={dialog === 'delete'}
        email={user.email}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
