/** Plain-text tables in Markdown syntax: readable in a terminal and pasteable into the docs. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map((r) => line(r.map(String))),
  ].join('\n');
}

export const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
export const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function heading(text: string) {
  console.log(`\n## ${text}\n`);
}
