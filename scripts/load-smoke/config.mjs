// The load smoke's settings and shared state (scripts/load-smoke.mjs).
import crypto from 'node:crypto';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PORT = Number(process.env.LOAD_PORT ?? 3700);
export const SECONDS = Number(process.env.LOAD_SECONDS ?? 15);
/** Attempts sent past each limit in the limited scenarios. */
export const LIMIT_OVERSHOOT = 10;
export const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
// The public answer cache may hold up to PUBLIC_CACHE_MB at either reading (each write empties it),
// so the bound leaves room for it on top of the growth allowed.
export const PUBLIC_CACHE_MB = Number(process.env.PUBLIC_CACHE_MB ?? 32);
export const RSS_GROWTH_LIMIT_MB = Number(process.env.LOAD_RSS_GROWTH_MB ?? 64) + PUBLIC_CACHE_MB;
export const BASE = `http://127.0.0.1:${PORT}`;
export const PASSWORD = `load-${crypto.randomBytes(6).toString('hex')}-smoke`;

// Client addresses of this run; random so that a rerun on the same PostgreSQL database starts
// with fresh counters.
export const net = `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(0, 255)}`;
export const ADDRESS = {
  signUps: `${net}.1`,
  attacker: `${net}.66`,
  browser: `${net}.80`,
  buyer: (i) => `${net}.${100 + i}`,
  seller: (i) => `${net}.${200 + i}`,
};

export const failures = [];
export const fail = (message) => failures.push(message);
