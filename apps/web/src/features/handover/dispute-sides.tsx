import { DISPUTE_REASONS, type Dispute, type DisputePhoto } from '@resale-zone/contract/handover';
import type { ReactNode } from 'react';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { formatWhen } from '../../lib/format.ts';

type Viewer = 'buyer' | 'seller' | 'admin';

const HEADINGS: Record<Viewer, [buyer: string, seller: string]> = {
  buyer: ['Your report', "The seller's answer"],
  seller: ["The buyer's report", 'Your answer'],
  admin: ["The buyer's report", "The seller's answer"],
};

/** Both sides of a dispute, each with its photos: the buyer's report and the seller's answer. */
export function DisputeSides({ dispute, viewer }: { dispute: Dispute; viewer: Viewer }) {
  const [buyerTitle, sellerTitle] = HEADINGS[viewer];
  const reason = DISPUTE_REASONS.find((r) => r.value === dispute.reason)?.label ?? dispute.reason;
  const answered = dispute.answeredAt ? formatWhen(dispute.answeredAt) : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Side title={buyerTitle} photos={dispute.photos.filter((p) => p.side === 'buyer')}>
        <p className="font-medium">{reason}</p>
        <p className="whitespace-pre-line">{dispute.description}</p>
      </Side>
      <Side title={sellerTitle} photos={dispute.photos.filter((p) => p.side === 'seller')}>
        {dispute.answer !== null ? (
          <>
            <p className="whitespace-pre-line">{dispute.answer}</p>
            {answered ? (
              <p className="text-xs text-ink-muted">
                Answered {answered.date}, {answered.time}
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-ink-muted">No answer yet.</p>
        )}
      </Side>
    </div>
  );
}

function Side({
  title,
  photos,
  children,
}: {
  title: string;
  photos: DisputePhoto[];
  children: ReactNode;
}) {
  return (
    <section className="grid content-start gap-2 rounded-box border border-base-300 p-3 text-sm">
      <h3 className="font-semibold">{title}</h3>
      {children}
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${title}: photos`}>
          {photos.map((p, i) => (
            <li key={p.url}>
              <a href={p.url} target="_blank" rel="noreferrer" className="block">
                <Thumbnail url={p.url} alt={`${title}: photo ${i + 1}`} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
