// The brands feature's public face (eslint.config.js, import zones).
export { brandKeys, brandsQuery, useBrand, useBrandOfCategory, useBrands } from './brands.api.ts';
