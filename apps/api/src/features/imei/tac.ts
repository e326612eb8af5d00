import fs from 'node:fs';
import path from 'node:path';
import type { Category } from '@resale-zone/contract/listings';
import { API_ROOT } from '../../paths.ts';

/**
 * The device list an IMEI's TAC (its first 8 digits) is checked against: Osmocom's TAC database
 * (CC BY-SA 3.0), shipped with the project as `tac-list.tsv` so the check works offline
 * (docs/decisions/021-imei-checks-and-tac-list.md). Read once, on first use.
 */
export const TAC_LIST_FILE = path.join(API_ROOT, 'src/features/imei/tac-list.tsv');

export interface TacDevice {
  brand: string;
  model: string;
}

let devices: Map<string, TacDevice> | undefined;

/** Parses the list: `tac<TAB>brand<TAB>model` lines; `#` lines are its attribution. */
export function parseTacList(text: string): Map<string, TacDevice> {
  const map = new Map<string, TacDevice>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [tac, brand, model] = line.split('\t');
    if (tac && /^[0-9]{8}$/.test(tac) && brand) map.set(tac, { brand, model: model ?? '' });
  }
  return map;
}

/** The device a TAC was allocated to, or null when the list does not know it. */
export function lookupTac(tac: string): TacDevice | null {
  devices ??= parseTacList(fs.readFileSync(TAC_LIST_FILE, 'utf8'));
  return devices.get(tac) ?? null;
}

/** How a device is named to buyers: 'Apple iPhone 13' (the maker alone when the list has no model). */
export const deviceName = (device: TacDevice) =>
  [device.brand, device.model].filter(Boolean).join(' ');

/** The device name of an IMEI's TAC, or null when the list does not know it. */
export function imeiDeviceName(imei: string): string | null {
  const device = lookupTac(imei.slice(0, 8));
  return device ? deviceName(device) : null;
}

/**
 * The makers whose phones each category holds, lower-cased as the list spells them. Xiaomi sells
 * Redmi and Poco phones under their own names.
 */
const MAKERS: Record<Category, readonly string[]> = {
  Iphone: ['apple'],
  'One plus': ['oneplus', 'one plus'],
  Xiaomi: ['xiaomi', 'redmi', 'poco', 'pocophone'],
  Huawei: ['huawei'],
  'Google Pixel': ['google'],
  Nokia: ['nokia', 'hmd global'],
};

/** The maker as the category's buyers know it ('Apple' for the Iphone category …). */
const MAKER_NAMES: Record<Category, string> = {
  Iphone: 'Apple',
  'One plus': 'OnePlus',
  Xiaomi: 'Xiaomi',
  Huawei: 'Huawei',
  'Google Pixel': 'Google',
};

/** The maker as the category's buyers know it; a brand added later is its own maker. */
export function categoryMaker(category: Category): string {
  return MAKER_NAMES[category] ?? category;
}

export function brandFitsCategory(brand: string, category: Category): boolean {
  const makers = MAKERS[category] ?? [category.trim().toLowerCase()];
  return makers.includes(brand.trim().toLowerCase());
}
