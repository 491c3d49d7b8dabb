// The clock's sheets for a screen reader: an illegal-move claim (the king moved next to the
// king) made through the accessible mirror alone, with role-based locators only (getByRole,
// getByText), the ruling heard with its rule in the live region; axe-core on the claim's details,
// the ruling and the game record. Every sheet's mirror (the draw claims, the game's end, the
// board, the director's panel, the promotion piece) is checked natively in
// tests/session/clock_mirror_test.cpp.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, PHONE_FAST } from './harness.mjs';
import { activate, checkAxe, heard } from './a11y-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('an illegal-move claim through the mirror: the ruling and its rule heard', async () => {
  const app = await openApp(session, PHONE_FAST);
  const { page } = app;
  const button = (name) => page.getByRole('button', { name, exact: true });
  try {
    await activate(page.getByRole('button', { name: /^Clock/ }));
    await page.getByRole('heading', { name: 'Clock', level: 1 }).waitFor({ state: 'attached' });
    // Black starts White's clock; White moves his king next to Black's and presses.
    await activate(button("Black's clock: press"));
    await page.getByText('White: 0 moves, clock running.').waitFor({ state: 'attached' });
    await activate(button("White's clock: press"));
    await page.getByText('Black: 0 moves, clock running.').waitFor({ state: 'attached' });

    await activate(button('Stop / Claim: stops both clocks'));
    await heard(page, { match: /^Clocks stopped for a claim: White \d:\d\d, Black \d:\d\d\./, assertive: true });
    await page.getByRole('heading', { name: 'Black claims' }).waitFor({ state: 'attached' });
    await checkAxe(page, 'Stop / Claim');
    await activate(button("Black: White's last move was illegal"));
    await page.getByRole('heading', { name: 'What did White do?' }).waitFor({ state: 'attached' });
    const kingNextToKing = button('King next to king');
    await activate(kingNextToKing);
    assert.equal(await kingNextToKing.getAttribute('aria-pressed'), 'true');
    assert.equal(await button('White: King and bishop').count(), 1, "who has what, in words");
    await checkAxe(page, "the claim's details");

    await activate(button('Rule on it'));
    const ruling = await heard(page, { match: /^Ruling: Black wins/, assertive: true });
    assert.match(ruling, /Rule USCF \d/);
    await page.getByRole('heading', { name: /^Ruling: Black wins/ }).waitFor({ state: 'attached' });
    assert.match(await page.getByText(/^Rule USCF /).textContent(), /^Rule USCF \d+-\d+/);
    await page.getByText('The game is over: 0-1.').waitFor({ state: 'attached' });
    await checkAxe(page, 'the ruling');

    await activate(button('Game record'));
    await page.getByRole('heading', { name: 'Game record' }).waitFor({ state: 'attached' });
    const record = page.getByRole('region', { name: 'What happened' }).getByRole('listitem');
    assert.ok(await record.filter({ hasText: /next to the other king|king next to/i }).count() >= 1,
      'the record lists the illegal move');
    await checkAxe(page, 'the game record');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
