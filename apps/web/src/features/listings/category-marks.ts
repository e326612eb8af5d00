import {
  siApple,
  siGoogle,
  siHonor,
  siHuawei,
  siMotorola,
  siNokia,
  siOneplus,
  siOppo,
  siSamsung,
  siXiaomi,
  type SimpleIcon,
} from 'simple-icons';
import type { CategorySlug } from '@resale-zone/contract/catalog';

/** Marks by a brand's `logo` name (simple-icons' slug); a brand added later may have none. */
const LOGOS: Record<string, SimpleIcon> = {
  apple: siApple,
  google: siGoogle,
  honor: siHonor,
  huawei: siHuawei,
  motorola: siMotorola,
  nokia: siNokia,
  oneplus: siOneplus,
  oppo: siOppo,
  samsung: siSamsung,
  xiaomi: siXiaomi,
};

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
    icon: brand.logo ? (LOGOS[brand.logo] ?? null) : null,
    blurb: BLURBS[brand.slug] ?? `Used ${brand.title} phones from people near you.`,
  };
}

/** The spec's four categories' marks and lines (the home page's cards). */
export const CATEGORY_MARKS: Record<CategorySlug, { icon: SimpleIcon; blurb: string }> = {
  iphone: { icon: siApple, blurb: BLURBS.iphone! },
  xiaomi: { icon: siXiaomi, blurb: BLURBS.xiaomi! },
  oneplus: { icon: siOneplus, blurb: BLURBS.oneplus! },
  huawei: { icon: siHuawei, blurb: BLURBS.huawei! },
};
