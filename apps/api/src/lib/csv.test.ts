import { describe, expect, test } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  test('a formula is written as text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
  });

  test('commas, quotes and line breaks are quoted', () => {
    expect(csvCell('Galaxy S23, 256 GB')).toBe('"Galaxy S23, 256 GB"');
    expect(csvCell('The "mint" one')).toBe('"The ""mint"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('iPhone 13')).toBe('iPhone 13');
  });

  test('numbers (negative ones too) and empty cells', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
  });

  test('a file: BOM, header, CRLF lines', () => {
    expect(toCsv(['Product', 'Price'], [['=1+1', 4.5]])).toBe(
      "\uFEFFProduct,Price\r\n'=1+1,4.5\r\n",
    );
  });
});
