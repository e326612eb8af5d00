import { useState } from 'react';
import { Tag } from 'lucide-react';
import type { OwnProduct } from '@resale-zone/contract/listings';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/format.ts';
import { notify } from '../../lib/toast.ts';
import { useChangePrice } from './listings.api.ts';

export interface EditPriceDialogProps {
  /** The phone whose price is edited; null keeps the dialog closed. */
  product: OwnProduct | null;
  onClose: () => void;
}

/**
 * The seller's "Edit price": a new price, more than 0 and not above the original price. A lower
 * price is shown on the listing ("Price reduced from …") and told to the buyers who saved it.
 */
export function EditPriceDialog({ product, onClose }: EditPriceDialogProps) {
  const change = useChangePrice();
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; message: string } | null>(null);
  // Each opening starts from the current price (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (product && shownFor !== product._id) {
    setShownFor(product._id);
    setPrice(String(product.resalePrice));
    setProblem(null);
  }

  const cancel = () => {
    setShownFor(null);
    onClose();
  };

  function submit() {
    if (!product) return;
    const value = Number(price);
    if (price.trim() === '' || !Number.isFinite(value) || value <= 0) {
      setProblem({ field: true, message: 'Give a price of more than 0.' });
      return;
    }
    if (value > product.orginalPrice) {
      setProblem({
        field: true,
        message: `The price must not be above the original price (${formatDollars(product.orginalPrice)}).`,
      });
      return;
    }
    change.mutate(
      { product, resalePrice: value },
      {
        onSuccess: (answer) => {
          notify.success(
            answer.modifiedCount === 0
              ? `${product.productName} already costs ${formatDollars(value)}`
              : `${product.productName} now costs ${formatDollars(value)}`,
          );
          cancel();
        },
        onError: (err) => {
          const refused = refusedField(err, ['resalePrice'] as const);
          setProblem(
            refused
              ? { field: true, message: refused.message }
              : { field: false, message: err.message },
          );
        },
      },
    );
  }

  return (
    <FormModal
      open={product !== null}
      icon={<Tag aria-hidden className="size-5 text-primary" />}
      title={<>Edit the price of {product?.productName}</>}
      intro="Buyers who saved this phone hear of a lower price, and its page shows the drop."
      problem={problem && !problem.field ? problem.message : null}
      onCancel={cancel}
      busy={change.isPending}
      onSubmit={submit}
    >
      <TextField
        id="edit-price-input"
        label="New price (USD)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        data-autofocus
        value={price}
        onChange={(e) => {
          setPrice(e.target.value);
          setProblem(null);
        }}
        hint={
          product
            ? `At most the original price, ${formatDollars(product.orginalPrice)}.`
            : undefined
        }
        error={problem?.field ? problem.message : undefined}
        disabled={change.isPending}
      />
      <DialogActions onCancel={cancel} isPending={change.isPending}>
        Save price
      </DialogActions>
    </FormModal>
  );
}
