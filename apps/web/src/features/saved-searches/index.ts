// The saved-searches feature's public face: what other features may use (eslint.config.js).
export { SaveSearchButton } from './save-search-button.tsx';
export { SavedSearchList } from './saved-search-list.tsx';
