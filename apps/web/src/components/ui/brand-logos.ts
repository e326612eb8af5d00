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

/**
 * Marks by a brand's `logo` name (simple-icons' slug), the one table of them: brand pages, the
 * home page's cards and its brand strip draw from it. A brand added later may have none.
 */
export const LOGOS = {
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
} as const satisfies Record<string, SimpleIcon>;
export type LogoName = keyof typeof LOGOS;

/** The mark of a brand's `logo` name from the database, or null for a name without one. */
export function logoIcon(logo: string | null): SimpleIcon | null {
  return logo && Object.hasOwn(LOGOS, logo) ? LOGOS[logo as LogoName] : null;
}
