// The price guide feature's public face (other features use only this).
export { PriceVerdictLine, VERDICT_LABELS } from './price-verdict.tsx';
