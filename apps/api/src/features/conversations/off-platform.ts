/**
 * Does a message carry a way to leave Resale Zone: a phone number, an email address (also spelled
 * out, "rahim at gmail dot com"), a payment or chat-app link, or a payment app by name? Before a
 * booking the sender is warned (the message is still sent). Prices, storage sizes, model numbers
 * and IMEIs are not phone numbers.
 */
export function carriesContactDetails(text: string): boolean {
  return PATTERNS.some((p) => p.test(text)) || hasPhoneNumber(text);
}

const MAIL_HOSTS = 'gmail|googlemail|yahoo|ymail|hotmail|outlook|live|icloud|proton(?:mail)?|aol';

const PATTERNS: RegExp[] = [
  // name@example.com, name @ example . com
  /[\w.+-]+\s*@\s*[\w-]+(?:\s*\.\s*[\w-]+)*\s*\.\s*[a-z]{2,}\b/i,
  // name at gmail dot com, name[at]host[dot]com, "gmail dot com", "gmail.com"
  /[\w.+-]+\s*[([{]?\s*\bat\b\s*[)\]}]?\s*[\w-]+\s*[([{]?\s*\bdot\b\s*[)\]}]?\s*[a-z]{2,}\b/i,
  new RegExp(`\\b(?:${MAIL_HOSTS})\\s*(?:\\.|[([{]?\\s*dot\\s*[)\\]}]?)\\s*com\\b`, 'i'),
  // payment and chat links: paypal.me/x, wa.me/880…, t.me/x, cash.app/$x, venmo.com/u/x …
  /\b(?:paypal\s*\.\s*(?:me|com)|wa\s*\.\s*me|t\s*\.\s*me|cash\s*\.\s*app|venmo\s*\.\s*com|revolut\s*\.\s*me|wise\s*\.\s*com|payoneer\s*\.\s*com|buymeacoffee\s*\.\s*com)\b/i,
  // payment apps and chat apps by name: "send it by bKash", "text me on WhatsApp"
  /\b(?:bkash|b-kash|nagad|rocket\s+number|paypal|venmo|zelle|cash\s*app|western\s+union|moneygram|whats\s*app|telegram|viber)\b/i,
];

/** A run of digits with the separators people type inside a phone number. */
const DIGIT_RUN = /\+?\(?\d[\d\s().-]*\d/g;

function hasPhoneNumber(text: string): boolean {
  for (const [run] of text.matchAll(DIGIT_RUN)) {
    const digits = run.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 13) continue;
    // +880…, 01711…, 8801711…: an international or Bangladeshi number.
    if (run.startsWith('+') || digits.startsWith('0') || digits.startsWith('880')) return true;
    // (555) 123-4567, 555-123-4567, 555.123.4567
    if (/^\(?\d{3}\)?[\s.-]*\d{3}[\s.-]+\d{4}$/.test(run.trim())) return true;
  }
  return false;
}
