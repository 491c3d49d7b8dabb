// The browser test files, two at a time, the longest first: `node --test` sorts its files by name,
// which left one of the longest to run alone at the end while the other slot stood empty. Longest
// first, the two slots finish within a short file of each other. Usage (scripts/lib/suite.sh):
//   node scripts/browser-suite.mjs [--test-reporter=spec|tap]
// Exits non-zero if any test failed.
import { run } from 'node:test';
import { spec, tap } from 'node:test/reporters';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/browser');

// The files that take longest, longest first (seconds of test time at two at a time on the
// 2-core development machine, 2026-11-28); every other file follows by name. A file missing
// from this list still runs; one listed that no longer exists is skipped.
const LONGEST_FIRST = [
  'clock-hand',        // 103 s
  'offline',           // 63
  'stray-taps',        // 60
  'keyboard-clock',    // 58
  'clock',             // 58
  'live-time-claims',  // 54
  'club-controls',     // 53
  'spanish',           // 52 (upright and on its side, the promotion piece, the storage notice)
  'scenarios',         // 46
  'storage',           // 44
  'trainer-fit',       // 39 (the bank in Spanish)
  'class-results',     // 38 (four phones: a coach and three students; 2026-11-29)
  'live-roundtrip',    // 38
  'trainer',           // 37
  'club-stages',       // 36
  'share',             // 31
  'home',              // 28
];

const all = fs.readdirSync(dir).filter((name) => name.endsWith('.test.mjs')).sort();
const rank = (name) => {
  const at = LONGEST_FIRST.indexOf(name.replace(/\.test\.mjs$/, ''));
  return at < 0 ? LONGEST_FIRST.length : at;
};
const files = all.sort((a, b) => rank(a) - rank(b)).map((name) => path.join(dir, name));

// Each failure's name, place and first lines of its error, also written to
// build/browser-failures.txt: the test command prints them last, after the fuzz logs, so that
// the end of a CI log (all that is kept of it) says what failed and why.
const failuresFile = path.join(dir, '../../build/browser-failures.txt');
fs.rmSync(failuresFile, { force: true });
const failures = [];
const reporter = process.argv.includes('--test-reporter=tap') ? tap : spec;
const stream = run({ files, concurrency: 2 });
stream.on('test:fail', (data) => {
  process.exitCode = 1;
  const error = data.details?.error;
  const message = String(error?.cause?.message ?? error?.message ?? error ?? '');
  const where = `${path.basename(data.file ?? '?')}:${data.line ?? '?'}`;
  failures.push(`${data.name} (${where}):\n  ${message.split('\n').slice(0, 12).join('\n  ')}`);
  fs.mkdirSync(path.dirname(failuresFile), { recursive: true });
  fs.writeFileSync(failuresFile, `${failures.join('\n')}\n`);
});
stream.compose(reporter).pipe(process.stdout);
