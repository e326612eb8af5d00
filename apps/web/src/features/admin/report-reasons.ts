// The admins' table and the seller's removal mail read reasons in the same words.
export { tallyReasons, type ReasonTally } from '@resale-zone/contract/report-reasons';
