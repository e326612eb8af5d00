import { useEffect, useRef, useState } from 'react';
import { ShieldCheck, Trash2 } from 'lucide-react';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import { useDeleteReported, useDismissReports } from './admin.api.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { RowAction } from '../../components/ui/row-action.tsx';
import { Thumbnail } from '../../components/ui/thumbnail.tsx';
import { DeleteWords, ReportedNameCell, ReportsCell } from './reported-cells.tsx';

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
          { header: 'Photo', cell: (product) => <Thumbnail url={product.productPhoto} alt="" /> },
          {
            header: 'Product Name',
            rowHeader: true,
            className: 'min-w-40',
            cell: (product) => <ReportedNameCell product={product} />,
          },
          {
            header: 'Reports',
            className: 'min-w-40',
            cell: (product) => <ReportsCell product={product} />,
          },
          {
            header: 'Dismiss',
            cell: (product) => (
              <RowAction
                tone="btn-outline"
                icon={ShieldCheck}
                pending={status[product._id] === 'dismissing'}
                disabled={product._id in status}
                rowName={`on ${product.productName}`}
                onClick={() => {
                  void act(product, 'dismissing').then((done) => {
                    if (done) onRowDone();
                  });
                }}
              >
                Dismiss reports
              </RowAction>
            ),
          },
          {
            header: 'Delete',
            // Asks first (the spec deleted at once): the dialog names the listing and its reports.
            cell: (product) => (
              <RowAction
                tone="btn-error"
                icon={Trash2}
                pending={status[product._id] === 'deleting'}
                disabled={product._id in status}
                rowName={product.productName}
                onClick={() => setToDelete(product)}
              >
                Delete
              </RowAction>
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
