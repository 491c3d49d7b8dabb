// Prints what the page downloads (each file raw and gzip-compressed, and the total) and the time
// from navigation to the app's first drawn frame in headless Chromium (median of 5 fresh loads).
// Usage: node scripts/bench-size.mjs [SITE_DIR]   (scripts/bench-size.sh builds first)
import { chromium } from 'playwright-core';
import zlib from 'node:zlib';
import { startServer } from './static-server.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];
const LOADS = 5;

const server = await startServer(process.argv[2] || 'build/wasm/site');
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

const files = new Map();
const firstFrameTimes = [];
for (let load = 0; load < LOADS; load++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => bodies.push(response.body().then((body) => [response.url(), body]).catch(() => null)));
  await page.goto(url);
  await page.waitForFunction(() => window.flagfall && window.flagfall.firstFrameAt !== null, null, { timeout: 60000 });
  firstFrameTimes.push(await page.evaluate(() => window.flagfall.firstFrameAt));
  for (const entry of await Promise.all(bodies)) {
    if (entry) files.set(new URL(entry[0]).pathname, entry[1]);
  }
  await context.close();
}
await browser.close();
server.close();

const rows = [...files.entries()].map(([name, body]) => ({
  name, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length,
}));
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
console.log('file                               raw KB  gzip KB');
for (const row of rows) console.log(`${row.name.padEnd(30)} ${kb(row.raw)} ${kb(row.gzip)}`);
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
console.log(`${'TOTAL'.padEnd(30)} ${kb(total.raw)} ${kb(total.gzip)}`);
firstFrameTimes.sort((a, b) => a - b);
const median = firstFrameTimes[Math.floor(LOADS / 2)];
console.log(`navigation to first frame (ms, ${LOADS} loads): median ${median.toFixed(0)}; all ${firstFrameTimes.map((t) => t.toFixed(0)).join(', ')}`);
