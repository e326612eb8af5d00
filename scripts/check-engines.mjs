#!/usr/bin/env node
// Engines check (issue 23): every installed package whose package.json declares `engines.node`
// must accept the Node version running this script, which CI runs right after `npm ci`. npm only
// warns about such a package (EBADENGINE) and installs it anyway; this check fails instead, so
// that a dependency needing a newer Node than the project's `engines` cannot slip in unseen.
//
// It reads the installed tree itself (every node_modules folder under the given roots, nested
// ones and scoped packages included; symbolic links, i.e. the workspaces, are not followed) and
// compares with semver as npm does (pre-releases included).
//
// Usage: node scripts/check-engines.mjs [root …]   (default: the repository and its workspaces)
// Exits 1 and lists the packages when any does not accept this Node version.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** Every installed package under `root`/node_modules: `{ name, version, dir, node }`. */
export function installedPackages(root) {
  const found = [];
  const walk = (modules) => {
    let entries;
    try {
      entries = fs.readdirSync(modules, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
      const dir = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        walk(dir);
        continue;
      }
      let manifest;
      try {
        manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      } catch {
        continue;
      }
      found.push({
        name: manifest.name ?? entry.name,
        version: manifest.version ?? '?',
        dir,
        node: manifest.engines?.node,
      });
      walk(path.join(dir, 'node_modules'));
    }
  };
  walk(path.join(root, 'node_modules'));
  return found;
}

/** The packages whose declared `engines.node` does not accept `nodeVersion`. */
export function refusing(packages, nodeVersion) {
  return packages.filter(
    (p) =>
      typeof p.node === 'string' &&
      p.node.trim() !== '' &&
      !semver.satisfies(nodeVersion, p.node, { includePrerelease: true }),
  );
}

/** The repository root and its workspaces' folders (each may have its own node_modules). */
function defaultRoots() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
  return [repo, ...(manifest.workspaces ?? []).map((w) => path.join(repo, w))];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : defaultRoots();
  const packages = roots.flatMap(installedPackages);
  const bad = refusing(packages, process.version);
  if (bad.length > 0) {
    console.error(
      `engines: ${bad.length} installed package(s) do not accept Node ${process.version}:`,
    );
    for (const p of bad) {
      console.error(`  ${p.name}@${p.version} needs node ${p.node} (${path.relative('.', p.dir)})`);
    }
    console.error('Choose versions that accept it (npm ls <name> shows who pulls them in).');
    process.exit(1);
  }
  console.log(`engines: all ${packages.length} installed packages accept Node ${process.version}`);
}
