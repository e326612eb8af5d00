import { useId, useState } from 'react';
import { REVIEW_TEXT_MAX, type PendingReview } from '@resale-zone/contract/reviews';
import { DialogActions } from '../../components/ui/dialog-actions.tsx';
import { TextAreaField } from '../../components/ui/field.tsx';
import { FormModal } from '../../components/ui/form-modal.tsx';
import { refusedField } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useWriteReview } from './reviews.api.ts';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** 1 to 5 stars and an optional text about the other side of a completed sale. */
export function WriteReviewDialog({
  sale,
  onClose,
}: {
  sale: PendingReview | null;
  onClose: () => void;
}) {
  const ids = useId();
  const write = useWriteReview();
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ stars?: string; text?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState(sale);
  if (shownFor?.bookingId !== sale?.bookingId) {
    setShownFor(sale);
    if (sale) {
      setStars(null);
      setText('');
      setErrors({});
      setProblem(null);
    }
  }
  const who = shownFor?.side === 'buyer' ? 'seller' : 'buyer';

  function submit() {
    if (!sale) return;
    if (stars === null) {
      setErrors({ stars: 'Choose 1 to 5 stars' });
      return;
    }
    setErrors({});
    setProblem(null);
    write.mutate(
      { bookingId: sale.bookingId, stars, text },
      {
        onSuccess: () => {
          notify.success(`Thanks, your review of ${sale.counterpartName} is published`);
          onClose();
        },
        onError: (err) => {
          const refused = refusedField(err, ['stars', 'text'] as const);
          if (refused) setErrors({ [refused.field]: refused.message });
          else setProblem(err.message);
        },
      },
    );
  }

  return (
    <FormModal
      open={sale !== null}
      onCancel={onClose}
      busy={write.isPending}
      title={
        <>
          Review the {who}: {shownFor?.counterpartName}
        </>
      }
      intro={
        <>
          For {shownFor?.productName}. Your review is public, on their profile, and you can write it
          once.
        </>
      }
      problem={problem}
      onSubmit={() => submit()}
    >
      <fieldset
        className="grid gap-1"
        aria-describedby={errors.stars ? `${ids}-stars-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Stars</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {[5, 4, 3, 2, 1].map((n, i) => (
            <label key={n} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${ids}-stars`}
                className="radio radio-primary radio-sm"
                checked={stars === n}
                onChange={() => setStars(n)}
                aria-invalid={errors.stars ? true : undefined}
                data-autofocus={i === 0 || undefined}
              />
              {n} – {STAR_WORDS[n]}
            </label>
          ))}
        </div>
        {errors.stars ? (
          <p id={`${ids}-stars-error`} className="text-sm text-error">
            {errors.stars}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`${ids}-text`}
        label="What happened (optional)"
        hint={`Up to ${REVIEW_TEXT_MAX} characters. Stick to the sale: on time, as described, friendly.`}
        error={errors.text}
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <DialogActions onCancel={onClose} isPending={write.isPending}>
        Publish review
      </DialogActions>
    </FormModal>
  );
}
