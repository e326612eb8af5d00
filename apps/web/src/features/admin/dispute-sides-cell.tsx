import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DISPUTE_REASONS, type Dispute } from '@resale-zone/contract/handover';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';

/** A dispute row's two sides in short: the buyer's report, the seller's answer, their photos. */
export function DisputeSidesCell({ dispute: d }: { dispute: Dispute }) {
  const reason = DISPUTE_REASONS.find((r) => r.value === d.reason)?.label ?? d.reason;
  return (
    <div className="grid gap-2">
      <Side label="Buyer" photos={d.photos.filter((p) => p.side === 'buyer').map((p) => p.url)}>
        <span className="block font-medium">{reason}</span>
        <span className="line-clamp-3" title={d.description}>
          {d.description}
        </span>
      </Side>
      <Side label="Seller" photos={d.photos.filter((p) => p.side === 'seller').map((p) => p.url)}>
        {d.answer !== null ? (
          <span className="line-clamp-3" title={d.answer}>
            {d.answer}
          </span>
        ) : (
          <span className="text-ink-muted">No answer yet</span>
        )}
      </Side>
      <Link
        className="link"
        to={`/deshboard/receipt/${d.bookingId}`}
        aria-label={`Receipt of ${d.productName}`}
      >
        Receipt
      </Link>
      {d.conversationId ? (
        <Link
          className="link"
          to={`/deshboard/disputes/${d._id}/conversation`}
          aria-label={`Conversation about ${d.productName}`}
        >
          Conversation
        </Link>
      ) : null}
    </div>
  );
}

function Side({
  label,
  photos,
  children,
}: {
  label: string;
  photos: string[];
  children: ReactNode;
}) {
  return (
    <div>
      <span className="block text-xs font-semibold uppercase text-ink-muted">{label}</span>
      {children}
      {photos.length > 0 ? (
        <span className="mt-1 flex flex-wrap gap-1">
          {photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <Thumbnail url={url} alt={`${label}'s photo ${i + 1}`} />
            </a>
          ))}
        </span>
      ) : null}
    </div>
  );
}
