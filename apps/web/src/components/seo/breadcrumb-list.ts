import type { Crumb } from '../ui/breadcrumbs.tsx';
import { absoluteUrl } from '../../lib/public-origin.tsx';

/**
 * schema.org's BreadcrumbList for the trail a page shows in its Breadcrumbs, ending with the
 * current page (search engines show it instead of the bare URL).
 */
export function breadcrumbListLd(origin: string, trail: Crumb[], current: Crumb) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...trail, current].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.to),
    })),
  };
}
