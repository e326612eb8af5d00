// Judging a scenario's answers, and the table printed at the end.
import { fail } from './config.mjs';

export function judge(scenario, result) {
  const counts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  const fivexx = Object.entries(counts)
    .filter(([code]) => Number(code) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  if (fivexx > 0) fail(`${scenario.name}: ${fivexx} answers were 5xx`);
  const unexpected = Object.keys(counts).filter((c) => !scenario.expect.includes(Number(c)));
  if (unexpected.length > 0) fail(`${scenario.name}: unexpected statuses ${unexpected.join(', ')}`);
  if (result.errors > 0 || result.timeouts > 0) {
    fail(`${scenario.name}: ${result.errors} connection errors, ${result.timeouts} time-outs`);
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total === 0) fail(`${scenario.name}: no answers at all`);
  if (scenario.limit !== undefined) {
    // Every attempt counts, whatever its answer: past the limit, only 429s.
    const answered = total - (counts[429] ?? 0);
    if (answered > scenario.limit) {
      fail(`${scenario.name}: ${answered} attempts were answered, the limit is ${scenario.limit}`);
    }
    if (!(counts[429] > 0)) {
      fail(
        total <= scenario.limit
          ? `${scenario.name}: only ${total} requests, the limit of ${scenario.limit} was never reached`
          : `${scenario.name}: no 429 after ${total} requests`,
      );
    }
  }
  return counts;
}

export function table(rows) {
  const head = ['scenario', 'requests', 'statuses', 'req/s', 'p99 ms'];
  const body = rows.map((r) => [
    r.name,
    String(r.requests),
    r.statuses,
    r.rps.toFixed(1),
    String(r.p99),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
