/**
 * The area a page's address filters by (`?area=…`), or null: an area id as the API takes it; a
 * malformed one is dropped rather than failing the page.
 */
export function areaParam(params: URLSearchParams): string | null {
  const value = params.get('area');
  return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null;
}
