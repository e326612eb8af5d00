import { describe, expect, test } from 'vitest';
import { foldLine, icsFile, icsText, icsUtc } from './ics.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar TEXT values', () => {
  test('backslashes, semicolons, commas and line breaks are escaped', () => {
    expect(icsText('Banani 11, the coffee shop; gate B')).toBe(
      'Banani 11\\, the coffee shop\\; gate B',
    );
    expect(icsText('C:\\phones')).toBe('C:\\\\phones');
    expect(icsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    // The backslash is escaped first: an escape written by us is not escaped again.
    expect(icsText('\\,')).toBe('\\\\\\,');
  });

  test('control characters are dropped; a tab and letters of any script stay', () => {
    expect(icsText('a\u0000b\u0007c\u007Fd\te')).toBe('abcd\te');
    expect(icsText('ঢাকা, বনানী')).toBe('ঢাকা\\, বনানী');
  });
});

describe('folding at 75 octets', () => {
  test('a short line stays whole', () => {
    expect(foldLine('SUMMARY:Meet')).toBe('SUMMARY:Meet');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
  });

  test('a long line is cut at 75 octets; each continuation starts with one space', () => {
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    expect(octets(lines[0]!)).toBe(75);
    expect(octets(lines[1]!)).toBe(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    // Unfolding (drop CRLF and the one space) gives the line back.
    expect(folded.replaceAll('\r\n ', '')).toBe(`DESCRIPTION:${'a'.repeat(200)}`);
  });

  test('a multi-octet character is never split', () => {
    const line = `LOCATION:${'বনানী'.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // Each part is whole UTF-8: encoding and decoding it changes nothing.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replaceAll('\r\n ', '')).toBe(line);
    // Emoji are 4 octets: 9 + 16 × 4 = 73, the next one would pass 75.
    const emoji = foldLine(`LOCATION:${'📱'.repeat(20)}`).split('\r\n');
    expect(emoji[0]).toBe(`LOCATION:${'📱'.repeat(16)}`);
  });
});

describe('a file', () => {
  test('every line ends in CRLF, dates are UTC', () => {
    const file = icsFile([
      ['BEGIN', 'VCALENDAR'],
      ['DTSTART', icsUtc(new Date('2026-12-01T09:30:15.250Z'))],
      ['END', 'VCALENDAR'],
    ]);
    expect(file).toBe('BEGIN:VCALENDAR\r\nDTSTART:20261201T093015Z\r\nEND:VCALENDAR\r\n');
  });
});
