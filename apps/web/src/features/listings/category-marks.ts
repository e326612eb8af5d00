import type { SimpleIcon } from 'simple-icons';
import type { CategorySlug } from '@resale-zone/contract/catalog';
import { LOGOS, logoIcon } from '../../components/ui/brand-logos.ts';

/** A line about what buyers find, by brand slug. */
const BLURBS: Record<string, string> = {
  iphone: 'Checked iPhones, from the mini to the Pro Max.',
  xiaomi: 'Flagship cameras and big batteries for less.',
  oneplus: 'Fast, clean and quick to charge.',
  huawei: 'Premium builds and standout zoom lenses.',
  samsung: 'Galaxy flagships, foldables and the A series.',
  pixel: 'Clean Android and some of the best cameras.',
  motorola: 'Near-stock Android and long battery life.',
  nokia: 'Tough, simple and easy to repair.',
  oppo: 'Sleek designs and very fast charging.',
  honor: 'Slim builds and strong cameras for the price.',
};

/** A brand's mark (null when it has none) and its line. */
export function brandMark(brand: { slug: string; title: string; logo: string | null }): {
  icon: SimpleIcon | null;
  blurb: string;
} {
  return {
    icon: logoIcon(brand.logo),
    blurb: BLURBS[brand.slug] ?? `Used ${brand.title} phones from people near you.`,
  };
}

/** The spec's four categories' marks and lines (the home page's cards). */
export const CATEGORY_MARKS: Record<CategorySlug, { icon: SimpleIcon; blurb: string }> = {
  iphone: { icon: LOGOS.apple, blurb: BLURBS.iphone! },
  xiaomi: { icon: LOGOS.xiaomi, blurb: BLURBS.xiaomi! },
  oneplus: { icon: LOGOS.oneplus, blurb: BLURBS.oneplus! },
  huawei: { icon: LOGOS.huawei, blurb: BLURBS.huawei! },
};
