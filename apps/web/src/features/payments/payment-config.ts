import { queryOptions } from '@tanstack/react-query';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

const payments = lazyContract(() => import('@resale-zone/contract/payments'));

export const paymentConfigKey = ['payments', 'config'] as const;

/**
 * Which provider takes the card: the built-in test mode, or Stripe with its publishable key. Its
 * schema loads on demand: every page's footer asks (the test-mode notice), so it is part of the
 * first download.
 */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: paymentConfigKey,
    queryFn: ({ signal }) =>
      apiRequest('/payments/config', payments('PaymentConfigAnswer'), { signal }),
    // Set at server start: it does not change while the page is open.
    staleTime: Infinity,
  });
