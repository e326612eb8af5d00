// The offers feature's public face: what other features may use (eslint import zones).
export { MakeOfferButton, MY_OFFERS } from './make-offer-button.tsx';
export { offerKeys } from './offers.api.ts';
export { OfferSettingsDialog } from './offer-settings-dialog.tsx';
