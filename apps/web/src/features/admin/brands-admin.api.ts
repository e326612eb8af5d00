import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Brand, type NewBrand } from '@resale-zone/contract/brands';
import { DeletedAnswer } from '@resale-zone/contract/common';
import { apiRequest } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { brandKeys } from '../brands/index.ts';
import { adminKeys } from './admin.api.ts';

const PATH = '/admin/brands';
const slugPath = (slug: string) => `${PATH}/${encodeURIComponent(slug)}`;

/** After a change: the brands everywhere, and the audit trail (every change is audited). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: brandKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    ]);
}

/** Adds a brand (`POST /admin/brands`); refusals are for the form to show. */
export function useAddBrand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: NewBrand) => apiRequest(PATH, Brand, { method: 'POST', body }),
    onSuccess: (brand) => notify.success(`${brand.title} is added`),
    onSettled: refresh,
  });
}

/** Renames a brand's title (`PUT /admin/brands/{slug}`). */
export function useRenameBrand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ slug, title }: { slug: string; title: string }) =>
      apiRequest(slugPath(slug), Brand, { method: 'PUT', body: { title } }),
    onSuccess: (brand) => notify.success(`The brand is now called ${brand.title}`),
    onSettled: refresh,
  });
}

/** Deletes a brand without listings (`DELETE /admin/brands/{slug}`); a 409 is said in a toast. */
export function useDeleteBrand() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (brand: Brand) =>
      apiRequest(slugPath(brand.slug), DeletedAnswer, { method: 'DELETE' }),
    onSuccess: (_answer, brand) => notify.success(`${brand.title} is deleted`),
    onError: (error) => notify.error(error.message),
    onSettled: refresh,
  });
}
