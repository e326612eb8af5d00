// Adds up the JSON reports of every suite and the results of the non-test checks, prints the
// closing `N passed, N failed` line and exits non-zero when anything failed.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const [stepsFile, ...reports] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];
// The names of the tests that failed, with the first lines of their error (expected, received)
// and where it was raised: printed last, so that the tail of a long log says what broke.
const failures = [];

for (const line of fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
  const [name, status] = line.split('\t');
  if (status === '0') passed += 1;
  else failed += 1;
  lines.push(`${status === '0' ? 'ok  ' : 'FAIL'} ${name}`);
}

for (const file of reports) {
  if (!fs.existsSync(file)) {
    failed += 1;
    lines.push(`FAIL ${file}: no report (the suite did not run to the end)`);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  let p;
  let f;
  if (r.stats && 'expected' in r.stats) {
    // Playwright. Nothing is skipped on purpose, so a skipped test failed to run (a project it
    // depends on failed, or a stray test.skip): it counts as failed.
    p = r.stats.expected + r.stats.flaky;
    f = r.stats.unexpected + r.stats.skipped;
    // Errors outside any test (a web server that could not start, a spec that failed to load).
    f += r.errors?.length ?? 0;
    for (const e of r.errors ?? []) failures.push(`${file}: ${firstLine(e.message)}`);
    collectPlaywright(file, r.suites ?? [], []);
  } else {
    // Vitest (jest-compatible)
    p = r.numPassedTests;
    f = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    if (r.success === false && f === 0) f = 1;
    for (const suite of r.testResults ?? []) {
      if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed'))
        failures.push(`${file}: ${suite.name}: ${firstLine(suite.message)}`);
      for (const t of suite.assertionResults ?? [])
        if (t.status === 'failed')
          failures.push(`${file}: ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  // A suite that ran no test at all did not run: it counts as one failure.
  if (p + f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(`${f === 0 ? 'ok  ' : 'FAIL'} ${file}: ${p} passed, ${f} failed`);
}

if (failures.length) console.log(`\nFailed:\n${failures.map((l) => `- ${l}`).join('\n')}`);
console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

function firstLine(text) {
  // Without the terminal's colour codes; the first line, then up to four more indented under it
  // (an assertion's expected and received values), each short enough for one line.
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .slice(0, 5)
    .map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l));
  return lines.join('\n    ');
}

function collectPlaywright(file, suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'skipped') {
          const result = test.results?.at(-1);
          const at = result?.error?.location;
          const where = at ? ` at ${at.file.split('/').slice(-2).join('/')}:${at.line}` : '';
          failures.push(
            `${file}: ${[...path, spec.title].join(' › ')} (${test.status})${where}: ${firstLine(result?.error?.message)}`,
          );
        }
    collectPlaywright(file, suite.suites ?? [], path);
  }
}
