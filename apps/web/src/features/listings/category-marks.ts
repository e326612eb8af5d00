import { siApple, siHuawei, siOneplus, siXiaomi, type SimpleIcon } from 'simple-icons';
import type { CategorySlug } from '@resale-zone/contract/catalog';

/** Each category's brand mark and a line about what buyers find there. */
export const CATEGORY_MARKS: Record<CategorySlug, { icon: SimpleIcon; blurb: string }> = {
  iphone: { icon: siApple, blurb: 'Checked iPhones, from the mini to the Pro Max.' },
  xiaomi: { icon: siXiaomi, blurb: 'Flagship cameras and big batteries for less.' },
  oneplus: { icon: siOneplus, blurb: 'Fast, clean and quick to charge.' },
  huawei: { icon: siHuawei, blurb: 'Premium builds and standout zoom lenses.' },
};
