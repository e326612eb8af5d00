import { Mail, Phone } from 'lucide-react';
import type { Order } from '@resale-zone/contract/bookings';

/** The buyer's name, email and phone; each link at least 24 px tall (tap targets, WCAG 2.5.8). */
export function BuyerCell({ order }: { order: Order }) {
  return (
    <>
      <span className="block font-medium">{order.name}</span>
      <a
        href={`mailto:${order.email}`}
        className="link link-hover flex min-h-6 items-center gap-1 text-sm"
      >
        <Mail aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
        <EmailText email={order.email} />
      </a>
      {/* A booking made from an accepted offer has no number: the two agreed in messages. */}
      {order.number ? (
        <a
          href={`tel:${order.number.replace(/[^+\d]/g, '')}`}
          className="link link-hover flex min-h-6 items-center gap-1 text-sm whitespace-nowrap"
        >
          <Phone aria-hidden className="size-3.5 shrink-0 text-ink-muted" />
          {order.number}
        </a>
      ) : null}
    </>
  );
}

/** An email that wraps after the @ when the column is narrow, not in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="min-w-0">{email}</span>;
  return (
    <span className="min-w-0">
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
