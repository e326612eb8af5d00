import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Printer } from 'lucide-react';
import type { Receipt } from '@resale-zone/contract/handover';
import { QueryState, SkeletonStack } from '../../components/ui/query-state.tsx';
import { formatDollars, formatWhen } from '../../lib/format.ts';
import { DisputePanel } from './dispute-panel.tsx';
import { disputeQuery, receiptQuery } from './handover.api.ts';
import { PageHeading } from '../../components/ui/page-text.tsx';

/** /deshboard/receipt/{id}: the bill of sale of a completed handover, printable. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const receipt = useQuery(receiptQuery(bookingId));
  return (
    <QueryState
      query={receipt}
      loading={
        <SkeletonStack
          label="Loading the receipt"
          blocks={['h-9 w-2/3', 'h-96 w-full']}
          className="mx-auto max-w-2xl gap-4"
        />
      }
      errorMessage="Could not load the receipt."
    >
      {(data) => (
        <div className="mx-auto grid max-w-2xl gap-6 print:max-w-none">
          <BillOfSale receipt={data} />
          <ReceiptDispute bookingId={bookingId} />
        </div>
      )}
    </QueryState>
  );
}

/** The problem reported on the sale, if any, under its receipt (not printed). */
function ReceiptDispute({ bookingId }: { bookingId: string }) {
  const dispute = useQuery(disputeQuery(bookingId));
  if (!dispute.data) return null;
  return (
    <div className="print:hidden">
      <DisputePanel dispute={dispute.data} onReceipt />
    </div>
  );
}

function BillOfSale({ receipt: r }: { receipt: Receipt }) {
  const { date, time } = formatWhen(r.completedAt);
  return (
    <article
      aria-labelledby="receipt-title"
      className="grid gap-5 rounded-box border border-base-300 p-5 sm:p-8 print:max-w-none print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-ink-muted">Resale Zone · Bill of sale</p>
          <PageHeading size="item" id="receipt-title">
            Receipt: {r.productName}
          </PageHeading>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-sm print:hidden"
          onClick={() => window.print()}
        >
          <Printer aria-hidden className="size-4" />
          Print
        </button>
      </header>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Row term="Phone">
          {r.productName}
          {r.category ? ` (${r.category})` : ''}
        </Row>
        <Row term="IMEI">
          {r.imeiLast4 ? `ending in ${r.imeiLast4}` : 'Not given by the seller'}
        </Row>
        <Row term="Price">{formatDollars(r.price)}</Row>
        {r.refunded !== null ? <Row term="Refunded">{formatDollars(r.refunded)}</Row> : null}
        <Row term="Date">
          <time dateTime={r.completedAt}>
            {date}, {time}
          </time>
        </Row>
        <Row term="Handed over at">{r.place}</Row>
        <Row term="Seller">
          {r.seller.name} ({r.seller.email})
        </Row>
        <Row term="Buyer">
          {r.buyer.name} ({r.buyer.email})
        </Row>
        <Row term="Transaction id">
          <span className="font-mono break-all">{r.transactionId}</span>
        </Row>
      </dl>
      <section aria-labelledby="receipt-checks">
        <h2 id="receipt-checks" className="text-lg font-bold">
          Checked by the buyer at the handover
        </h2>
        <ul className="mt-2 grid gap-1.5">
          {r.checklist.map(({ label, ok }) => (
            <Check key={label} ok={ok}>
              {label}
            </Check>
          ))}
          {r.imeiMatched !== null ? (
            <Check ok={r.imeiMatched}>The IMEI on the phone matched the listing</Check>
          ) : null}
        </ul>
      </section>
      <p className="text-sm text-ink-muted">
        The buyer paid through Resale Zone; the payment went to the seller when the buyer&apos;s
        handover code was entered. Booking {r.bookingId}.
      </p>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-ink-muted">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <li className="flex items-start gap-2">
      <Icon
        aria-hidden
        className={`mt-0.5 size-4 shrink-0 ${ok ? 'text-success' : 'text-error'}`}
      />
      <span>
        <span className="sr-only">{ok ? 'Confirmed: ' : 'Not confirmed: '}</span>
        {children}
      </span>
    </li>
  );
}
