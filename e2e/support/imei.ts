/**
 * A valid IMEI with this TAC (8 digits, from the shipped device list) and a fresh serial: the
 * check digit is computed (Luhn), so every test run lists a phone no other listing has.
 */
export function imeiWithTac(tac: string): string {
  const body = `${tac}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  for (let d = 0; d <= 9; d++) {
    const digits = body + d;
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let x = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
      sum += x;
    }
    if (sum % 10 === 0) return digits;
  }
  throw new Error('no check digit');
}

/** TACs of the shipped list (Osmocom, CC BY-SA 3.0) for the brands the tests list. */
export const TAC = {
  redmiNote3: '86015303',
  iphone8: '35299209',
  galaxyS9: '35332510',
} as const;
