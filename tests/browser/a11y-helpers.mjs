// Shared by the accessibility tests: the page's accessible mirror (hidden HTML the app keeps in
// step with the screen, web/bootstrap.js) used as a screen reader would, and axe-core injected
// into the page.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { waitForIdle } from './harness.mjs';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

// Activates a mirror button the way a screen reader does (a click event on the element itself:
// it is not drawn, so nothing can be clicked at its place on screen).
export async function activate(locator) {
  await locator.waitFor({ state: 'attached' });
  await locator.dispatchEvent('click');
  await waitForIdle(locator.page(), 80);
}

// Waits until a live region says `match` (a string or a RegExp): the polite one (role status),
// or with `assertive` the assertive one (role alert). Returns what it says.
export async function heard(page, { match, assertive = false }, timeout = 10000) {
  const region = page.getByRole(assertive ? 'alert' : 'status').filter({ hasText: match });
  await region.waitFor({ state: 'attached', timeout });
  return (await region.textContent()).trim();
}

// Runs axe-core on the page; fails on any serious or critical violation (with what and where).
export async function checkAxe(page, where) {
  // Evaluated through the DevTools protocol: the page's CSP forbids inline scripts, and rightly.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [],
    `axe on ${where}`);
}
