// Prints what the page downloads (each file raw and gzip-compressed, and the total), then the
// start-up figures in headless Chromium, for two profiles: this machine's processor as it is, and
// slowed down 4 times (DevTools' CPU throttling, Lighthouse's mobile profile, standing in for a
// mid-range phone). For each profile, medians of 5:
//  - cold: navigation to the app's first drawn frame in a fresh browser profile;
//  - second visit: the same with the service worker in control (and the bytes fetched from the
//    network, counted by the server: goal 0);
//  - floor: the same time for a blank page that only sizes and clears a WebGL2 canvas.
// The three are measured in turns (cold, second visit, floor, cold, ...), so a machine that gets
// busier or quieter during the run moves all three alike.
// Usage: node scripts/bench-size.mjs [--loads N] [--rates 1,4] [SITE_DIR ...]
//   (scripts/bench-size.sh builds first.) Given two or more site folders (builds to compare),
//   each round loads each of them in turn, and each gets its own figures.
import { chromium } from 'playwright-core';
import zlib from 'node:zlib';
import { startServer } from './static-server.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];
const DEVICE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true };

const options = { loads: 5, rates: [1, 4], sites: [] };
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (arg === '--loads') options.loads = Number(process.argv[++i]);
  else if (arg === '--rates') options.rates = process.argv[++i].split(',').map(Number);
  else options.sites.push(arg);
}
if (!options.sites.length) options.sites.push('build/wasm/site');
const LOADS = options.loads;
const PROFILE_NAME = (rate) => (rate === 1 ? 'unthrottled' : `${rate}x CPU slowdown`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const sites = [];
for (const dir of options.sites) {
  const server = await startServer(dir);
  sites.push({ dir, server, url: `http://127.0.0.1:${server.address().port}/`, files: new Map() });
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const firstFrame = (page) => page.waitForFunction(() => window.flagfall && window.flagfall.firstFrameAt !== null,
  null, { timeout: 120000 });

// A new page slowed down `rate` times: DevTools' CPU throttling, set before the page navigates,
// through a DevTools session kept for the page's life (closing it would end the throttling).
async function newPage(context, rate) {
  const page = await context.newPage();
  if (rate !== 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    page.devtools = devtools;
  }
  return page;
}

// A cold load in a fresh profile: the time to the first frame, and (on the first profile only)
// every file the page fetched, and whether it came before the first frame or after.
async function coldLoad(site, rate, recordFiles) {
  const context = await browser.newContext(DEVICE);
  const page = await newPage(context, rate);
  const bodies = [];
  if (recordFiles) {
    page.on('response', (response) => bodies.push(response.body().then((body) => [response.url(), body]).catch(() => null)));
  }
  await page.goto(site.url);
  await firstFrame(page);
  const at = await page.evaluate(() => window.flagfall.firstFrameAt);
  if (recordFiles) {
    // What the page fetches once it has drawn (the piece atlas, the scenario bank) comes after
    // the first frame: wait for it, then sort every file by when it was asked for.
    await page.waitForFunction(() => window.flagfall.state().trainer?.bank_ready && window.flagfall.pieceAtlas,
      null, { timeout: 120000 });
    const asked = new Map(await page.evaluate(() => performance.getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime])));
    for (const entry of await Promise.all(bodies)) {
      if (!entry) continue;
      const name = new URL(entry[0]).pathname;
      site.files.set(name, { body: entry[1], after: (asked.get(name) ?? 0) > at });
    }
  }
  await context.close();
  return at;
}

// Second visits: a first visit installs the service worker; each later visit is a new page in the
// same browser profile, after the last one closed. The network is what the server sent.
async function installed(site, rate) {
  const context = await browser.newContext(DEVICE);
  const page = await newPage(context, rate);
  await page.goto(site.url);
  await firstFrame(page);
  await page.waitForFunction(() => window.flagfall.service_worker === 'ready' && window.flagfall.version !== null,
    null, { timeout: 120000 });
  site.version = await page.evaluate(() => window.flagfall.version);
  await page.close();
  return context;
}
async function secondVisit(site, context, rate) {
  const since = site.server.served.length;
  const page = await newPage(context, rate);
  await page.goto(site.url);
  await firstFrame(page);
  const at = await page.evaluate(() => window.flagfall.firstFrameAt);
  await page.waitForTimeout(1000);  // the browser's own look for a new service worker, if any
  const responses = site.server.served.slice(since);
  await page.close();
  return { at, bytes: responses.reduce((sum, r) => sum + r.bytes, 0), responses };
}

// The floor this machine and browser set: a blank page that sizes a WebGL2 canvas to the screen,
// clears it once and reports the frame, served the same way.
const FLOOR_PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;height:100%}
canvas{width:100%;height:100%;display:block}</style></head><body><canvas></canvas><script>
const c = document.querySelector('canvas');
c.width = c.clientWidth * devicePixelRatio; c.height = c.clientHeight * devicePixelRatio;
const gl = c.getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
requestAnimationFrame(() => { gl.clearColor(0.1, 0.1, 0.12, 1); gl.clear(gl.COLOR_BUFFER_BIT);
  window.floorFrameAt = performance.now(); });
</script></body></html>`;
async function floorLoad(rate) {
  const context = await browser.newContext(DEVICE);
  const page = await newPage(context, rate);
  await page.route('**/floor.html', (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_PAGE }));
  await page.goto(`${sites[0].url}floor.html`);
  await page.waitForFunction(() => window.floorFrameAt, null, { timeout: 120000 });
  const at = await page.evaluate(() => window.floorFrameAt);
  await context.close();
  return at;
}

const results = [];
for (const rate of options.rates) {
  const profile = { rate, floor: [], sites: sites.map(() => ({ cold: [], warm: [] })) };
  const contexts = [];
  for (const site of sites) contexts.push(await installed(site, rate));
  for (let round = 0; round < LOADS; round++) {
    for (let s = 0; s < sites.length; s++) {
      profile.sites[s].cold.push(await coldLoad(sites[s], rate, rate === options.rates[0] && round === 0));
      profile.sites[s].warm.push(await secondVisit(sites[s], contexts[s], rate));
    }
    profile.floor.push(await floorLoad(rate));
  }
  for (const context of contexts) await context.close();
  results.push(profile);
}
await browser.close();
for (const site of sites) site.server.close();

const list = (values) => `median ${median(values).toFixed(0).padStart(5)}; all ${values.map((t) => t.toFixed(0)).join(', ')}`;
for (const [s, site] of sites.entries()) {
  if (sites.length > 1) console.log(`\n== ${site.dir}`);
  const rows = [...site.files.entries()].map(([name, { body, after }]) => ({
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
  for (const profile of results) {
    const { cold, warm } = profile.sites[s];
    console.log(`start-up, ${PROFILE_NAME(profile.rate)}: navigation to first frame (ms, ${LOADS} of each, in turns)`);
    console.log(`  cold (fresh profile):                 ${list(cold)}`);
    console.log(`  second visit (service worker ${site.version}): ${list(warm.map((v) => v.at))}`);
    console.log(`  floor (blank page, one WebGL2 clear): ${list(profile.floor)}`);
    const counts = new Map();
    for (const request of warm.flatMap((visit) => visit.responses.map((r) => `${r.path} ${r.status}`))) {
      counts.set(request, (counts.get(request) || 0) + 1);
    }
    console.log(`  second visit's network bytes: ${warm.map((visit) => visit.bytes).join(', ')}` +
      ` (requests: ${[...counts].map(([r, n]) => `${r} x${n}`).join(', ') || 'none'})`);
  }
}
