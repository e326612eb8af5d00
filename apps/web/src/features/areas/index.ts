// The areas feature's public face (eslint.config.js, import zones).
export { AreaFilter, type AreaFilterProps } from './area-filter.tsx';
export { areaParam } from './area-param.ts';
export { AreaSelect } from './area-select.tsx';
export { NearMe } from './near-me.tsx';
export { areaKeys, areasQuery, spotsQuery, useAreas } from './areas.api.ts';
export { SpotSuggestions } from './spot-suggestions.tsx';
