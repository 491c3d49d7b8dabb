// Where a cold start-up's time goes, from Chromium's own trace: for each load (fresh profile,
// 4x CPU slowdown by default), the time after navigation at which bootstrap.js starts and how
// long it runs (it makes the WebGL2 context and starts compiling app.wasm), when the wasm's
// streaming compile starts, when app.js runs, when the module is instantiated, when the first
// animation frame starts and when the app reports its first frame; and the main thread's total
// time compiling functions on their first call (V8 compiles WebAssembly lazily). Medians of N.
// bench-size.mjs gives the headline figures; this says which step moved them.
// Usage: node scripts/bench-startup-phases.mjs [--loads N] [--rate R] SITE_DIR [SITE_DIR ...]
//   (build first: scripts/build-wasm.sh; several folders compare builds, loaded in turns)
import { chromium } from 'playwright-core';
import { startServer } from './static-server.mjs';

const options = { loads: 7, rate: 4, sites: [] };
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  if (arg === '--loads') options.loads = Number(process.argv[++i]);
  else if (arg === '--rate') options.rate = Number(process.argv[++i]);
  else options.sites.push(arg);
}
if (!options.sites.length) options.sites.push('build/wasm/site');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [
  '--no-sandbox', '--use-gl=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu',
  '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'] });
const DEVICE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'v8', 'v8.wasm', 'blink.user_timing', 'loading'];

async function phases(url) {
  const context = await browser.newContext(DEVICE);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: options.rate });
  // A mark in the trace where the app reports its first frame.
  await page.addInitScript(() => {
    let flagfall;
    Object.defineProperty(window, 'flagfall', { configurable: true, get: () => flagfall, set: (value) => {
      flagfall = value;
      const reported = value.firstFrame;
      value.firstFrame = function () { performance.mark('first-frame'); return reported.apply(this, arguments); };
    } });
  });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForFunction(() => window.flagfall && window.flagfall.firstFrameAt !== null, null, { timeout: 120000 });
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const start = traceEvents.find((e) => e.name === 'navigationStart').ts;
  const end = traceEvents.find((e) => e.name === 'first-frame').ts;
  const within = traceEvents.filter((e) => e.ts >= start && e.ts <= end).sort((a, b) => a.ts - b.ts);
  const at = (e) => (e ? Math.round((e.ts - start) / 1000) : NaN);
  const script = (name) => within.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url?.endsWith(name));
  return {
    'bootstrap.js': at(script('/web/bootstrap.js')),
    'its time': Math.round((script('/web/bootstrap.js')?.dur ?? NaN) / 1000),
    'wasm compile': at(within.find((e) => e.name === 'wasm.StartStreamingCompilation')),
    'app.js': at(script('/app.js')),
    instantiated: at(within.find((e) => e.name === 'wasm.SyncInstantiate')),
    'first rAF': at(within.find((e) => e.name === 'FireAnimationFrame')),
    'first frame': at({ ts: end }),
    'lazy compile': Math.round(within.filter((e) => e.name === 'wasm.CompileLazy').reduce((sum, e) => sum + e.dur, 0) / 1000),
  };
}

const sites = [];
for (const dir of options.sites) {
  const server = await startServer(dir);
  sites.push({ dir, server, url: `http://127.0.0.1:${server.address().port}/`, rows: [] });
}
for (let load = 0; load < options.loads; load++) {
  for (const site of sites) site.rows.push(await phases(site.url));
}
await browser.close();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`ms after navigation, medians of ${options.loads} cold loads at ${options.rate}x CPU (traced, so a little slower than bench-size.mjs):`);
for (const site of sites) {
  site.server.close();
  const names = Object.keys(site.rows[0]);
  console.log(`${site.dir}\n  ${names.map((name) => `${name} ${median(site.rows.map((row) => row[name]))}`).join(' | ')}`);
}
