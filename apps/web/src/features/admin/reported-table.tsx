import { useEffect, useRef, useState } from 'react';
import { Flag, ShieldCheck, Trash2 } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/images';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';
import { AvailabilityBadge } from '../listings/index.ts';
import { useDeleteReported, useDismissReports } from './admin.api.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { tallyReasons } from './report-reasons.ts';

export interface ReportedTableProps {
  products: ReportedProduct[];
  firstNumber: number;
  labelledBy: string;
  /** After a row's action succeeded (the row is about to leave the list). */
  onRowDone: () => void;
}

/** Where a row's action stands: running (which one), or done (the row is leaving). */
type RowStatus = 'deleting' | 'dismissing' | 'done';

/**
 * Reported products: the spec's No, Photo, Product Name, Delete, plus what was reported and a
 * way to dismiss the reports and keep the listing.
 */
export function ReportedTable({
  products,
  firstNumber,
  labelledBy,
  onRowDone,
}: ReportedTableProps) {
  const deleteListing = useDeleteReported();
  const dismiss = useDismissReports();
  // Per row, so actions on several rows run side by side (the hooks toast and refresh).
  const [status, setStatus] = useState<Record<string, RowStatus>>({});
  // Delete asks first, naming the listing and what it was reported for.
  const [toDelete, setToDelete] = useState<ReportedProduct | null>(null);
  // Keep the last listing's words while the dialog closes.
  const [shown, setShown] = useState(toDelete);
  if (toDelete !== null && toDelete !== shown) setShown(toDelete);
  // A deleted row's focus moves to the heading once the dialog has closed and given focus back.
  const focusAfterClose = useRef(false);
  useEffect(() => {
    if (toDelete === null && focusAfterClose.current) {
      focusAfterClose.current = false;
      onRowDone();
    }
  });

  async function act(product: ReportedProduct, action: 'deleting' | 'dismissing') {
    const id = product._id;
    setStatus((s) => ({ ...s, [id]: action }));
    try {
      await (action === 'deleting' ? deleteListing : dismiss).mutateAsync(product);
      setStatus((s) => ({ ...s, [id]: 'done' }));
      return true;
    } catch {
      setStatus(({ [id]: _dropped, ...rest }) => rest);
      return false;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const done = await act(toDelete, 'deleting');
    focusAfterClose.current = done;
    setToDelete(null);
  }

  return (
    <>
      <DataTable
        labelledBy={labelledBy}
        rows={products}
        rowKey={(product) => product._id}
        rowClassName={(product) => (status[product._id] === 'done' ? 'opacity-50' : undefined)}
        columns={[
          { header: 'No', className: 'tabular-nums', cell: (_, index) => firstNumber + index },
          { header: 'Photo', cell: (product) => <ReportedPhoto product={product} /> },
          {
            header: 'Product Name',
            rowHeader: true,
            className: 'min-w-40',
            cell: (product) => (
              <>
                <span className="block font-semibold">{product.productName}</span>
                <span className="block text-sm text-ink-muted">
                  {formatDollars(product.resalePrice)} · by {product.sellerName}
                </span>
                {product.availability === 'available' ? null : (
                  <AvailabilityBadge availability={product.availability} size="sm" />
                )}
              </>
            ),
          },
          {
            header: 'Reports',
            className: 'min-w-40',
            cell: (product) => <ReportsCell product={product} />,
          },
          {
            header: 'Dismiss',
            cell: (product) => (
              <button
                type="button"
                className="btn btn-outline btn-sm whitespace-nowrap"
                onClick={() => {
                  void act(product, 'dismissing').then((done) => {
                    if (done) onRowDone();
                  });
                }}
                disabled={product._id in status}
              >
                {status[product._id] === 'dismissing' ? (
                  <span aria-hidden className="loading loading-spinner loading-xs" />
                ) : (
                  <ShieldCheck aria-hidden className="size-4" />
                )}
                Dismiss reports<span className="sr-only"> on {product.productName}</span>
              </button>
            ),
          },
          {
            header: 'Delete',
            // Asks first (the spec deleted at once): the dialog names the listing and its reports.
            cell: (product) => (
              <button
                type="button"
                className="btn btn-error btn-sm"
                onClick={() => setToDelete(product)}
                disabled={product._id in status}
              >
                {status[product._id] === 'deleting' ? (
                  <span aria-hidden className="loading loading-spinner loading-xs" />
                ) : (
                  <Trash2 aria-hidden className="size-4" />
                )}
                Delete<span className="sr-only"> {product.productName}</span>
              </button>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this reported listing?"
        confirmLabel="Delete"
        isPending={toDelete !== null && status[toDelete._id] === 'deleting'}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      >
        {shown ? <DeleteWords product={shown} /> : null}
      </ConfirmDialog>
    </>
  );
}

/** What the admin is about to delete: the listing, its seller, and what it was reported for. */
function DeleteWords({ product }: { product: ReportedProduct }) {
  const reasons = tallyReasons(product.reasons)
    .map(({ label, count }) => (count > 1 ? `${label} ×${count}` : label))
    .join(', ');
  return (
    <>
      <strong className="break-words">{product.productName}</strong> by {product.sellerName} was
      reported {product.reportCount === 1 ? 'once' : `${product.reportCount} times`}: {reasons}.
      Deleting removes the listing at once and cannot be undone.
    </>
  );
}

function ReportedPhoto({ product }: { product: ReportedProduct }) {
  const { cardSrc, srcSet } = imageSources(product.productPhoto);
  return (
    <img
      src={cardSrc}
      srcSet={srcSet}
      sizes="56px"
      alt=""
      loading="lazy"
      decoding="async"
      width={56}
      height={56}
      className="size-14 rounded-field bg-base-200 object-cover"
    />
  );
}

function ReportsCell({ product }: { product: ReportedProduct }) {
  return (
    <>
      <span className="flex items-center gap-1 font-semibold">
        <Flag aria-hidden className="size-4 text-error" />
        {product.reportCount} {product.reportCount === 1 ? 'report' : 'reports'}
      </span>
      <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Reasons for ${product.productName}`}>
        {tallyReasons(product.reasons).map(({ label, count }) => (
          <li key={label} className="badge badge-sm badge-ghost whitespace-nowrap">
            {label}
            {count > 1 ? ` ×${count}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}
