// Adds up the JSON reports of every suite and the results of the non-test checks, prints the
// closing `N passed, N failed` line and exits non-zero when anything failed.
import fs from 'node:fs';

const [stepsFile, ...reports] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const lines = [];

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
  } else {
    // Vitest (jest-compatible)
    p = r.numPassedTests;
    f = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    if (r.success === false && f === 0) f = 1;
  }
  // A suite that ran no test at all did not run: it counts as one failure.
  if (p + f === 0) f = 1;
  passed += p;
  failed += f;
  lines.push(`${f === 0 ? 'ok  ' : 'FAIL'} ${file}: ${p} passed, ${f} failed`);
}

console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
