/** The API is served under this base path on the same origin as the SPA (product.md §1). */
export const API_BASE = '/api';
