// Prints what the page downloads (each file raw and gzip-compressed, and the total) and the time
// from navigation to the app's first drawn frame in headless Chromium (median of 5 fresh loads);
// then the same for a second visit with the service worker in control: the bytes fetched from
// the network (counted by the server) and the time to the first frame (median of 5 visits); and
// the floor: the same time for a blank page that only clears a WebGL2 canvas.
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
const DEVICE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true };

const server = await startServer(process.argv[2] || 'build/wasm/site');
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const firstFrame = (page) => page.waitForFunction(() => window.flagfall && window.flagfall.firstFrameAt !== null, null, { timeout: 60000 });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

const files = new Map();
const firstFrameTimes = [];
for (let load = 0; load < LOADS; load++) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => bodies.push(response.body().then((body) => [response.url(), body]).catch(() => null)));
  await page.goto(url);
  await firstFrame(page);
  const at = await page.evaluate(() => window.flagfall.firstFrameAt);
  firstFrameTimes.push(at);
  // What the page fetches once it has drawn (the piece atlas, the scenario bank) comes after the
  // first frame: wait for it, then sort every file by when it was asked for.
  await page.waitForFunction(() => window.flagfall.state().trainer?.bank_ready && window.flagfall.pieceAtlas,
    null, { timeout: 60000 });
  const asked = new Map(await page.evaluate(() => performance.getEntriesByType('resource')
    .map((entry) => [new URL(entry.name).pathname, entry.startTime])));
  for (const entry of await Promise.all(bodies)) {
    if (!entry) continue;
    const name = new URL(entry[0]).pathname;
    files.set(name, { body: entry[1], after: (asked.get(name) ?? 0) > at });
  }
  await context.close();
}

// Second visits: the first visit installs the service worker; each later visit is a new page in
// the same browser profile, after the last one closed. The network is what the server sent.
const context = await browser.newContext(DEVICE);
let page = await context.newPage();
await page.goto(url);
await firstFrame(page);
await page.waitForFunction(() => window.flagfall.service_worker === 'ready' && window.flagfall.version !== null, null, { timeout: 60000 });
const version = await page.evaluate(() => window.flagfall.version);
await page.close();
const warm = [];
for (let visit = 0; visit < LOADS; visit++) {
  const since = server.served.length;
  page = await context.newPage();
  await page.goto(url);
  await firstFrame(page);
  const at = await page.evaluate(() => window.flagfall.firstFrameAt);
  await page.waitForTimeout(1000);  // the browser's own look for a new service worker, if any
  const responses = server.served.slice(since);
  warm.push({ at, bytes: responses.reduce((sum, r) => sum + r.bytes, 0), responses });
  await page.close();
}
await context.close();

// The floor this machine and browser set: a blank page that sizes a WebGL2 canvas to the screen,
// clears it once and reports the frame, served the same way (median of the same number of loads).
const FLOOR_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%}
canvas{width:100%;height:100%;display:block}</style></head><body><canvas></canvas><script>
const c = document.querySelector('canvas');
c.width = c.clientWidth * devicePixelRatio; c.height = c.clientHeight * devicePixelRatio;
const gl = c.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
requestAnimationFrame(() => { gl.clearColor(0.1, 0.1, 0.12, 1); gl.clear(gl.COLOR_BUFFER_BIT);
  window.floorFrameAt = performance.now(); });
</script></body></html>`;
const floorTimes = [];
for (let load = 0; load < LOADS; load++) {
  const floorContext = await browser.newContext(DEVICE);
  const floorPage = await floorContext.newPage();
  await floorPage.route('**/floor.html', (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
  await floorPage.goto(`${url}floor.html`);
  await floorPage.waitForFunction(() => window.floorFrameAt, null, { timeout: 60000 });
  floorTimes.push(await floorPage.evaluate(() => window.floorFrameAt));
  await floorContext.close();
}
await browser.close();
server.close();

const rows = [...files.entries()].map(([name, { body, after }]) => ({
  name, after, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length,
}));
rows.sort((a, b) => b.gzip - a.gzip);
for (const after of [false, true]) {
  console.log(after ? 'then, after the first frame                 ' : 'first load: before the first frame   raw KB  gzip KB');
  const part = rows.filter((row) => row.after === after);
  for (const row of part) console.log(`${row.name.padEnd(30)} ${kb(row.raw)} ${kb(row.gzip)}`);
  const total = part.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  console.log(`${(after ? 'after' : 'TOTAL first load').padEnd(30)} ${kb(total.raw)} ${kb(total.gzip)}`);
}
console.log(`navigation to first frame (ms, ${LOADS} loads): median ${median(firstFrameTimes).toFixed(0)}; all ${firstFrameTimes.map((t) => t.toFixed(0)).join(', ')}`);
const requests = warm.flatMap((visit) => visit.responses.map((r) => `${r.path} ${r.status}`));
const counts = new Map();
for (const request of requests) counts.set(request, (counts.get(request) || 0) + 1);
console.log(`second visit, service worker ${version} in control (${LOADS} visits):`);
console.log(`  network bytes per visit: ${warm.map((visit) => visit.bytes).join(', ')}` +
  ` (requests: ${[...counts].map(([r, n]) => `${r} x${n}`).join(', ') || 'none'})`);
console.log(`  navigation to first frame (ms): median ${median(warm.map((v) => v.at)).toFixed(0)}; all ${warm.map((v) => v.at.toFixed(0)).join(', ')}`);
console.log(`floor: a blank page clearing a WebGL2 canvas, navigation to its frame (ms, ${LOADS} loads): median ${median(floorTimes).toFixed(0)}; all ${floorTimes.map((t) => t.toFixed(0)).join(', ')}`);
