import { useEffect } from 'react';
import { recordView } from './dashboard.api.ts';

/** Counts one view of the listing when its page shows it (once per page, in the browser only). */
export function useRecordView(listingId: string | undefined) {
  useEffect(() => {
    if (listingId) recordView(listingId);
  }, [listingId]);
}
