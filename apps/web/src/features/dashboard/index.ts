// The dashboard feature's public face (other features use only this).
export { listingStatsQuery } from './dashboard.api.ts';
export { useRecordView } from './use-record-view.ts';
export { ChartPanel } from './chart-panel.tsx';
