import { useMutation } from '@tanstack/react-query';
import type { StolenReportBody } from '@resale-zone/contract/imei';
import { apiRequest, lazyContract } from '../../lib/api-client.ts';

const imei = lazyContract(() => import('@resale-zone/contract/imei'));

/** The owner reports their phone stolen by its IMEI (`POST /stolen-phones`): blocked at once. */
export function useReportStolen() {
  return useMutation({
    mutationFn: (body: StolenReportBody) =>
      apiRequest('/stolen-phones', imei('StolenReportAnswer'), { method: 'POST', body }),
  });
}
