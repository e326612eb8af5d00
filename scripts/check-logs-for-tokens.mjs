#!/usr/bin/env node
// Live secrets in server logs (issue 36): a reset or verification link's token, a bearer or access
// token, a session cookie. The server redacts them from every log line (apps/api/src/lib/redact.ts);
// this check reads the logs a run produced and fails when one got through anyway.
//
// Usage: node scripts/check-logs-for-tokens.mjs <log file> [log file …]
// Exits 0 when no file holds one; 1 and lists the lines (file:line, what, the line with the value
// cut to its first characters, so that this check's own output holds no secret); 2 when a file
// cannot be read or none is given.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const REDACTED = '[redacted]';

/** What counts as a secret, each with the part of its match that is the value. */
const DETECTORS = [
  {
    what: 'secret query parameter',
    // token=, access_token=, resetToken=, code=, state= … (the server's redaction covers these).
    pattern:
      /[?&;](?:[\w.-]*(?:token|secret|password|passwd|code|signature)|state|sig|key)=([^&#\s"'<>\\]+)/gi,
  },
  {
    what: 'bearer or basic credentials',
    pattern: /\b(?:Bearer|Basic)(?:\s+|%20|\+)([\w.~+/-]{8,}=*)/g,
  },
  { what: 'session cookie', pattern: /\b(?:__Host-)?rz_(?:session|google)=([^;\s"'\\]+)/g },
  { what: 'JSON web token', pattern: /\b(eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,})/g },
  {
    what: 'secret field',
    pattern:
      /"(?:[\w-]*(?:token|secret|password|cookie)|authorization)"\s*:\s*"((?:[^"\\]|\\.)+)"/gi,
  },
];

/** The secrets in one line: `{ what, value }` for each, redacted values left out. */
export function findTokens(line) {
  const found = [];
  for (const { what, pattern } of DETECTORS) {
    for (const match of line.matchAll(pattern)) {
      const value = match[1];
      if (!value || value === REDACTED || value.startsWith(REDACTED)) continue;
      found.push({ what, value });
    }
  }
  return found;
}

/** The line with each secret cut to its first four characters. */
export function masked(line, found) {
  let out = line;
  for (const { value } of found) out = out.split(value).join(`${value.slice(0, 4)}…`);
  return out.length > 400 ? `${out.slice(0, 400)}…` : out;
}

/** Every offending line of `text`: `{ line (1-based), what, text (masked) }`. */
export function scanText(text) {
  const hits = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const found = findTokens(line);
    if (found.length > 0) {
      hits.push({
        line: i + 1,
        what: [...new Set(found.map((f) => f.what))].join(', '),
        text: masked(line, found),
      });
    }
  });
  return hits;
}

function main(files) {
  if (files.length === 0) {
    console.error('usage: node scripts/check-logs-for-tokens.mjs <log file> [log file …]');
    return 2;
  }
  let total = 0;
  for (const file of files) {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (err) {
      console.error(`${file}: cannot be read (${err.code ?? err.message})`);
      return 2;
    }
    for (const hit of scanText(text)) {
      total++;
      console.error(`${file}:${hit.line}: ${hit.what}: ${hit.text}`);
    }
  }
  if (total > 0) {
    console.error(`${total} log line(s) hold a token; the server must redact them (lib/redact.ts)`);
    return 1;
  }
  console.log(`no token in ${files.length} log file(s)`);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
