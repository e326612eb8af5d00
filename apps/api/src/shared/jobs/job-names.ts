/** The job that ends a payment hold nobody settled: queued by payments, run by the handover. */
export const HOLD_EXPIRE_JOB = 'hold-expire';
