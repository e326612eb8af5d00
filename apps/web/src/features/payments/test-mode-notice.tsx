import { useQuery } from '@tanstack/react-query';
import { paymentConfigQuery } from './payment-config.ts';

/**
 * Says so on every page when the server takes no real payments (the built-in test mode: a
 * development start, or `PAYMENTS=test` set on purpose in production). The server renders it with
 * the page (its answer is part of every page's data), so it never appears late.
 */
export function TestModeNotice() {
  const { data } = useQuery(paymentConfigQuery());
  if (data?.mode !== 'test') return null;
  return (
    <p className="border-t border-white/10 px-4 py-3 text-center text-sm font-semibold">
      Test mode: no real payments
    </p>
  );
}
