/** The id of the `<script type="application/json">` that carries a server render's data. */
export const PAGE_STATE_ID = 'rz-state';
/** The id of the JSON list of module files a server-rendered page needs to hydrate. */
export const PAGE_MODULES_ID = 'rz-modules';
/** The JSON element that marks a page rendered as islands (decision 062), with the app stylesheets its islands load (decision 063). */
export const PAGE_ISLANDS_ID = 'rz-islands';
