import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Product, ReportReason } from '@resale-zone/contract/listings';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { useAuth, useSendToSignIn, useWhenSessionKnown } from '../auth/index.ts';
import { listingKeys, myReportsQuery, useReportProduct } from './listings.api.ts';

// Loaded on the first Report (not part of the pages' first download).
const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((m) => ({ default: m.ReportDialog })),
);

/**
 * Report on a product card. Signed-out visitors go to /singin and come back to this page
 * afterwards; anyone signed in picks an optional reason in a small dialog and confirms. A second
 * report of the same phone by the same person is accepted and says so. `reportedIds`: what the
 * person has reported (from the server, and at once after a report), shown as "Reported".
 *
 * ```tsx
 * const { onReport, reportDialog } = useReportListing();
 * <FeaturedProducts onReport={onReport} />
 * {reportDialog}
 * ```
 */
export function useReportListing() {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const report = useReportProduct();
  const [reporting, setReporting] = useState<Product | null>(null);
  const [justReported, setJustReported] = useState<readonly string[]>([]);
  const mine = useQuery({ ...myReportsQuery(user?.email ?? ''), enabled: Boolean(user) });
  const reportedIds = useMemo(
    () => new Set([...(user ? (mine.data?.ids ?? []) : []), ...justReported]),
    [user, mine.data, justReported],
  );
  // Mounted from the first opening on, so that later closings keep their fade-out.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (reporting && !dialogLoaded) setDialogLoaded(true);
  const sendToSignIn = useSendToSignIn();

  const decide = useCallback(
    (product: Product) => (user ? setReporting(product) : sendToSignIn()),
    [user, sendToSignIn],
  );

  // A click that came while the session was still being asked is settled once it is known.
  const onReport = useWhenSessionKnown(!isLoading, decide);

  function onConfirm(reason: ReportReason | undefined) {
    if (!reporting) return;
    const { productName } = reporting;
    report.mutate(
      { product: reporting, reason },
      {
        onSuccess: ({ alreadyReported }) => {
          setReporting(null);
          setJustReported((ids) => [...ids, reporting._id]);
          notify.success(
            alreadyReported
              ? `You already reported ${productName}`
              : `Thanks, ${productName} is reported`,
          );
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) {
            // The session ended meanwhile: sign in again, then come back here.
            setReporting(null);
            sendToSignIn();
            return;
          }
          if (err instanceof ApiError && err.status === 404) {
            // Deleted meanwhile: close, and let the lists drop it.
            setReporting(null);
            void queryClient.invalidateQueries({ queryKey: listingKeys.all });
          }
          notify.error(err.message);
        },
      },
    );
  }

  const reportDialog = dialogLoaded ? (
    <Suspense fallback={null}>
      <ReportDialog
        productName={reporting?.productName ?? null}
        isPending={report.isPending}
        onCancel={() => setReporting(null)}
        onConfirm={onConfirm}
      />
    </Suspense>
  ) : null;

  return { onReport, reportDialog, reportedIds };
}
