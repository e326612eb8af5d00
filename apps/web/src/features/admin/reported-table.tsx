import { Flag, ShieldCheck, Trash2 } from 'lucide-react';
import { imageSources } from '@resale-zone/contract/images';
import type { ReportedProduct } from '@resale-zone/contract/listings';
import { formatDollars } from '../../lib/format.ts';
import { useDeleteReported, useDismissReports } from './admin.api.ts';
import { TableScroll } from '../../components/ui/data-table.tsx';
import { tallyReasons } from './report-reasons.ts';

export interface ReportedTableProps {
  products: ReportedProduct[];
  firstNumber: number;
  labelledBy: string;
  /** After a row's action succeeded (the row is about to leave the list). */
  onRowDone: () => void;
}

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
  return (
    <TableScroll labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col">No</th>
          <th scope="col">Photo</th>
          <th scope="col">Product Name</th>
          <th scope="col">Reports</th>
          <th scope="col">Dismiss</th>
          <th scope="col">Delete</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product, index) => (
          <ReportedRow
            key={product._id}
            product={product}
            number={firstNumber + index}
            onDone={onRowDone}
          />
        ))}
      </tbody>
    </TableScroll>
  );
}

function ReportedRow({
  product,
  number,
  onDone,
}: {
  product: ReportedProduct;
  number: number;
  onDone: () => void;
}) {
  const deleteListing = useDeleteReported();
  const dismiss = useDismissReports();
  const isBusy = deleteListing.isPending || dismiss.isPending;
  const isGone = deleteListing.isSuccess || dismiss.isSuccess;
  const { cardSrc, srcSet } = imageSources(product.productPhoto);
  return (
    <tr className={isGone ? 'opacity-50' : undefined}>
      <td className="tabular-nums">{number}</td>
      <td>
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
      </td>
      <th scope="row" className="min-w-40 font-normal">
        <span className="block font-semibold">{product.productName}</span>
        <span className="block text-sm text-ink-muted">
          {formatDollars(product.resalePrice)} · by {product.sellerName}
        </span>
      </th>
      <td className="min-w-40">
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
      </td>
      <td>
        <button
          type="button"
          className="btn btn-outline btn-sm whitespace-nowrap"
          onClick={() => dismiss.mutate(product, { onSuccess: onDone })}
          disabled={isBusy || isGone}
        >
          {dismiss.isPending ? (
            <span aria-hidden className="loading loading-spinner loading-xs" />
          ) : (
            <ShieldCheck aria-hidden className="size-4" />
          )}
          Dismiss reports<span className="sr-only"> on {product.productName}</span>
        </button>
      </td>
      <td>
        {/* The spec deletes reported products at once, without the confirmation dialog. */}
        <button
          type="button"
          className="btn btn-error btn-sm"
          onClick={() => deleteListing.mutate(product, { onSuccess: onDone })}
          disabled={isBusy || isGone}
        >
          {deleteListing.isPending ? (
            <span aria-hidden className="loading loading-spinner loading-xs" />
          ) : (
            <Trash2 aria-hidden className="size-4" />
          )}
          Delete<span className="sr-only"> {product.productName}</span>
        </button>
      </td>
    </tr>
  );
}
