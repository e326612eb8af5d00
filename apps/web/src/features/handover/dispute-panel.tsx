import { Link } from 'react-router';
import { MessageSquareWarning } from 'lucide-react';
import type { Dispute } from '@resale-zone/contract/handover';
import { formatDollars, formatWhen } from '../../lib/format.ts';
import { useAuth } from '../auth/index.ts';
import { AnswerDisputeForm } from './answer-dispute-form.tsx';
import { DisputeSides } from './dispute-sides.tsx';

const STATUS_WORDS: Record<Dispute['status'], string> = {
  open: 'Open: an admin is looking at it',
  refunded: 'Decided: refunded',
  closed: 'Decided: closed without a refund',
};

/**
 * A problem report as either side (or an admin) sees it: its state, both sides with their
 * photos, the decision, and for the seller of an open one the form to answer.
 */
export function DisputePanel({ dispute, onReceipt }: { dispute: Dispute; onReceipt?: boolean }) {
  const { user, role } = useAuth();
  const viewer =
    user && user.email.toLowerCase() === dispute.sellerEmail.toLowerCase()
      ? 'seller'
      : role === 'admin'
        ? 'admin'
        : 'buyer';
  const reported = formatWhen(dispute.createdAt);
  const canAnswer = viewer === 'seller' && dispute.status === 'open' && dispute.answer === null;
  return (
    <section aria-labelledby="dispute-title" className="card border border-warning/40">
      <div className="card-body gap-3">
        <h2 id="dispute-title" className="card-title text-lg">
          <MessageSquareWarning aria-hidden className="size-5 text-warning" />
          {viewer === 'buyer' ? 'The problem you reported' : 'A problem was reported'}
        </h2>
        <p className="text-sm">
          <span className="font-medium">{STATUS_WORDS[dispute.status]}</span> · reported{' '}
          {reported.date}, {reported.time}
        </p>
        <DisputeSides dispute={dispute} viewer={viewer} />
        {dispute.refunded !== null ? (
          <p className="text-sm">Refunded: {formatDollars(dispute.refunded)}</p>
        ) : null}
        {dispute.decisionNote ? (
          <p className="text-sm">
            <span className="font-medium">The admin&apos;s note:</span> {dispute.decisionNote}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {onReceipt ? null : (
            <Link className="link" to={`/deshboard/receipt/${dispute.bookingId}`}>
              See the receipt
            </Link>
          )}
          {dispute.conversationId && viewer !== 'admin' ? (
            <Link className="link" to={`/deshboard/messages/${dispute.conversationId}`}>
              Your conversation about this phone
            </Link>
          ) : null}
        </p>
        {canAnswer ? <AnswerDisputeForm bookingId={dispute.bookingId} /> : null}
      </div>
    </section>
  );
}
