/**
 * iCalendar (RFC 5545) text: the few rules a calendar file needs, written here rather than taken
 * from a library (decision 055). Lines end in CRLF; a line longer than 75 octets is folded (CRLF
 * and one space), never inside a UTF-8 character; TEXT values escape backslashes, semicolons,
 * commas and line breaks, and lose other control characters.
 */

/** One content line: a name (with any parameters, e.g. `DTSTART`) and its value, as written. */
export type IcsLine = readonly [name: string, value: string];

const LIMIT = 75;
// Control characters TEXT may not hold (a tab may stay); line breaks are escaped before this.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** A TEXT value (SUMMARY, LOCATION, DESCRIPTION…), escaped. */
export function icsText(value: string): string {
  return value
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

/** A UTC DATE-TIME: `20261129T143000Z` (seconds kept, milliseconds dropped). */
export function icsUtc(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/**
 * Folds a content line: at most 75 octets per physical line, each continuation starting with one
 * space (which counts in its 75). Characters are kept whole, so a fold never splits UTF-8.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LIMIT) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

/** Content lines as a file: each `NAME:value` folded, every line ending in CRLF. */
export function icsFile(lines: readonly IcsLine[]): string {
  return lines.map(([name, value]) => `${foldLine(`${name}:${value}`)}\r\n`).join('');
}
