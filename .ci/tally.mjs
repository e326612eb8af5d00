// Adds up CI's steps: each line of the steps file is a check or a suite (name, exit code, seconds,
// log, report). A check counts as one test; a suite counts the tests of its JSON report. Prints
// each step with its time, the failed tests (expected, received, where), the flaky journeys (passed
// only on their retry), and the closing `N passed, N failed` line; exits non-zero when anything
// failed.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const [stepsFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];
// The names of the tests that failed, with the first lines of their error and where it was
// raised: printed last, so that the tail of a long log says what broke.
const failures = [];
// Journeys that failed, then passed on their retry: a defect to fix, named so it is seen.
const flaky = [];

for (const line of fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
  const [name, status, seconds = '?', log = '', report = '', cpu = ''] = line.split('\t');
  const time = `${name} (${seconds} s${cpu ? `, cores ${cpu} % busy` : ''})`;
  if (!report) {
    if (status === '0') passed += 1;
    else {
      failed += 1;
      failures.push(`${name}: exit ${status}\n${logTail(log, 20)}`);
    }
    lines.push(`${status === '0' ? 'ok  ' : 'FAIL'} ${time}`);
    continue;
  }
  const counted = countReport(report);
  let { p, f } = counted;
  // A suite that exited non-zero, or ran no test at all, failed even when no test says so.
  if (f === 0 && (status !== '0' || p === 0)) f = 1;
  if (f > counted.named)
    failures.push(`${name}: no test named; the end of its log:\n${logTail(log, 40)}`);
  passed += p;
  failed += f;
  lines.push(`${f === 0 ? 'ok  ' : 'FAIL'} ${time}: ${p} passed, ${f} failed`);
}

if (flaky.length)
  console.log(`\nFlaky (passed only on a retry):\n${flaky.map((l) => `- ${l}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((l) => `- ${l}`).join('\n')}`);
console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** Passed and failed tests of a Vitest or Playwright JSON report, and how many failures it names. */
function countReport(file) {
  if (!fs.existsSync(file)) return { p: 0, f: 1, named: 0 };
  const before = failures.length;
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
    for (const suite of r.testResults ?? []) {
      if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed'))
        failures.push(`${file}: ${suite.name}: ${firstLine(suite.message)}`);
      for (const t of suite.assertionResults ?? [])
        if (t.status === 'failed')
          failures.push(`${file}: ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    }
  }
  return { p, f, named: failures.length - before };
}

/** The last lines of a step's log, indented under its failure. */
function logTail(log, count) {
  if (!log || !fs.existsSync(log)) return '    (no log)';
  return stripVTControlCharacters(fs.readFileSync(log, 'utf8'))
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(-count)
    .map((l) => `    ${l.length > 300 ? `${l.slice(0, 300)}…` : l}`)
    .join('\n');
}

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
      for (const test of spec.tests ?? []) {
        const title = [...path, spec.title].join(' › ');
        if (test.status === 'flaky') {
          const first = test.results?.find((r) => r.status !== 'passed');
          flaky.push(
            `${file}: ${title}: first try ${first?.status}: ${firstLine(first?.error?.message)}`,
          );
        }
        if (test.status === 'unexpected' || test.status === 'skipped') {
          const result = test.results?.at(-1);
          const at = result?.error?.location;
          const where = at ? ` at ${at.file.split('/').slice(-2).join('/')}:${at.line}` : '';
          failures.push(
            `${file}: ${title} (${test.status})${where}: ${firstLine(result?.error?.message)}`,
          );
        }
      }
    collectPlaywright(file, suite.suites ?? [], path);
  }
}
