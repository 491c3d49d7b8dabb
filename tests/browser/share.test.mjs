// Sharing that says what it did (issue 25), at the phone viewport: "Share or copy the link" with
// the phone's share sheet, with only a clipboard, and with neither (a page on plain http over a
// local network: the link shown to select, never a file downloaded); and a mistyped link answered
// with its message. The browser's own share sheet and clipboard are stood in for, as a phone's
// would answer. Screenshot: share-link-shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { trainerState, tapTrainer } from './trainer-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const view = (app, name) =>
  app.page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);

// What the page offers: a share sheet that shares, a clipboard that copies, or neither.
const PAGES = {
  share: () => {
    window.sharedByTest = [];
    Object.defineProperty(navigator, 'share', { value: async (data) => { window.sharedByTest.push(data); } });
  },
  clipboard: () => {
    window.copiedByTest = [];
    Object.defineProperty(navigator, 'share', { value: undefined });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text) => { window.copiedByTest.push(text); } },
    });
  },
  neither: () => {
    Object.defineProperty(navigator, 'share', { value: undefined });
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
  },
};

// A class set of five bank cases on the share sheet.
async function shareSheet(app) {
  await app.tap('home.trainer');
  await view(app, 'menu');
  await tapTrainer(app, 'trainer.mine');
  await view(app, 'mine');
  await tapTrainer(app, 'mine.set');
  await view(app, 'set');
  await tapTrainer(app, 'set.bank.pick');
  await app.page.waitForFunction(() => window.flagfall.state().trainer.set.bank.length === 5);
  await tapTrainer(app, 'set.share');
  await view(app, 'share');
  return (await trainerState(app)).share;
}

async function shareLink(app) {
  await tapTrainer(app, 'share.link');
  await app.page.waitForFunction(() => window.flagfall.shareOutcomes.length > 0);
  await app.page.waitForFunction(() => window.flagfall.state().trainer.share.outcome !== '');
  await waitForIdle(app.page, 120);
  return (await trainerState(app)).share.outcome;
}

test('the share sheet says the link was shared, or copied', async () => {
  for (const [page, said] of [['share', 'Shared.'], ['clipboard', 'Link copied.']]) {
    const app = await openApp(session, PHONE_FAST, { beforeLoad: (p) => p.addInitScript(PAGES[page]) });
    try {
      const sheet = await shareSheet(app);
      assert.equal(await shareLink(app), said, page);
      const handed = await app.page.evaluate(() => (window.sharedByTest || window.copiedByTest).at(-1));
      assert.equal(page === 'share' ? handed.text : handed, sheet.link);
      assert.deepEqual(await app.page.evaluate(() => window.flagfall.shareOutcomes), [page === 'share' ? 'shared' : 'copied']);
      assert.equal(await app.page.locator('#show-text').count(), 0, 'nothing else on the page');
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  }
});

test('with neither share sheet nor clipboard the link is shown to copy, never downloaded', async () => {
  const app = await openApp(session, PHONE_FAST, { beforeLoad: (p) => p.addInitScript(PAGES.neither) });
  try {
    const sheet = await shareSheet(app);
    let downloads = 0;
    app.page.on('download', () => { downloads += 1; });
    const said = await shareLink(app);
    assert.match(said, /select it and copy it/);
    const field = app.page.locator('#show-text textarea');
    assert.equal(await field.inputValue(), sheet.link);
    assert.deepEqual(await field.evaluate((f) => [f.selectionStart, f.selectionEnd]), [0, sheet.link.length],
      'the whole link selected, ready to copy');
    await app.screenshot('share-link-shown');
    await app.page.locator('#show-text button').click();
    assert.equal(await app.page.locator('#show-text').count(), 0, 'Done puts it away');
    assert.equal(downloads, 0, 'no .txt file');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

// A case whose link is too long for a QR code (its notes are the story of a long dispute): the
// share sheet asks the page to pack it (deflate-raw, #z=) and shows the code of the packed link,
// which opens the same case; the link shared and copied stays the plain one. Then, in the same
// page (hashchange), a packed link the page cannot unpack and a mistyped one each get their
// message, not silence. Screenshot: share-packed-qr.
test('a link too long for a QR code is packed for its code and opens; a broken or mistyped one says why', async () => {
  const scenario = JSON.parse(fs.readFileSync(new URL('../../assets/scenarios/king-adjacent-claim.json', import.meta.url)));
  scenario.id = 'long-dispute';
  scenario.title = 'Board 4: the long dispute';
  scenario.notes = ['flag-fall-claimed', 'illegal-move-claimed', 'draw-fivefold-repetition', 'penalty-touch-move']
    .map((id) => JSON.parse(fs.readFileSync(new URL(`../../assets/scenarios/${id}.json`, import.meta.url))).notes)
    .join(' ');
  const plain = `#case=${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;
  assert.ok(plain.length > 1500, `${plain.length} characters: long enough to need packing`);
  const app = await openApp(session, PHONE_FAST, { fragment: plain });
  try {
    await view(app, 'question');
    await tapTrainer(app, 'trainer.shared.save');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.mine.cases.length === 1);
    await tapTrainer(app, 'trainer.menu');
    await view(app, 'menu');
    await tapTrainer(app, 'trainer.mine');
    await view(app, 'mine');
    await tapTrainer(app, 'mine.share.0');
    await view(app, 'share');
    await app.page.waitForFunction(() => window.flagfall.state().trainer.share.qr > 0);
    const share = (await trainerState(app)).share;
    assert.ok(share.link.includes('#case='), 'the link shared stays the plain one');
    const packed = share.qr_link.slice(share.qr_link.indexOf('#'));
    assert.match(packed, /^#z=[A-Za-z0-9_-]+$/);
    assert.ok(packed.length < 1500 && packed.length < share.link.length * 0.6, `${packed.length} against ${share.link.length}`);
    assert.match(share.qr_note, new RegExp(`packed small for the code: ${share.qr_link.length} characters`));
    await waitForIdle(app.page, 150);
    await app.screenshot('share-packed-qr');
    await tapTrainer(app, 'share.back');
    await view(app, 'mine');

    // The packed link opens the same case (the code scanned on another phone opens this page).
    await app.page.evaluate((fragment) => { window.location.hash = fragment; }, packed);
    await app.page.waitForFunction(() => window.flagfall.state().trainer.view === 'question' &&
      window.location.hash === '');
    assert.equal((await trainerState(app)).question.scenario, 'long-dispute');

    // Packed but cut short, then mistyped.
    await tapTrainer(app, 'trainer.menu');
    await view(app, 'menu');
    await app.page.evaluate((fragment) => { window.location.hash = fragment; }, packed.slice(0, 40));
    await app.page.waitForFunction(() => window.flagfall.state().trainer.notice.startsWith('This link'));
    assert.equal((await trainerState(app)).notice, 'This link cannot be opened: it was packed small ' +
      'for a QR code, and this browser could not unpack it (or it was cut short): ask for the file instead.');
    await app.page.evaluate(() => { window.location.hash = '#cases=eyJpZCI6ImEifQ'; });
    await app.page.waitForFunction(() => window.flagfall.state().trainer.notice.includes('not a Flagfall link'));
    const t = await trainerState(app);
    assert.equal(t.view, 'menu');
    assert.equal(t.notice, 'This link cannot be opened: not a Flagfall link (expected #case=... or #set=...).');
    assert.equal(await app.page.evaluate(() => window.location.hash), '', 'the link left the address');
    assert.equal(t.mine.cases.length, 1, 'My scenarios unchanged');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});

// The clock's own: the set-up link's Share and the record's download say what became of them, on
// the sheet and in the page's polite live region, as the trainer's share does (issue 37).
test('the set-up link and the record\'s file say what became of them', async () => {
  const app = await openApp(session, PHONE_FAST, { beforeLoad: (p) => p.addInitScript(PAGES.clipboard) });
  try {
    await app.tap('home.clock');
    await app.page.waitForFunction(() => window.flagfall.state().screen === 'clock');
    await waitForIdle(app.page, 150);
    await app.tap('clock.more');
    await app.page.waitForFunction(() => window.flagfall.state().targets['menu.link'] !== undefined);
    await app.tap('menu.link');
    await app.page.waitForFunction(() => window.flagfall.state().targets['link.share'] !== undefined);
    await waitForIdle(app.page, 120);
    await app.tap('link.share');
    await app.page.waitForFunction(() => window.flagfall.state().clock.export_said === 'Link copied.');
    await app.page.waitForFunction(() => document.getElementById('say').textContent.includes('Link copied.'));
    assert.equal(await app.page.evaluate(() => window.copiedByTest.at(-1)), (await app.state()).clock.setup_link);
    await app.tap('link.close');
    await app.page.waitForFunction(() => window.flagfall.state().clock.popup === 'none');
    await waitForIdle(app.page, 120);
    // A file from the record: its name said.
    await app.tap('clock.more');
    await app.page.waitForFunction(() => window.flagfall.state().targets['menu.record'] !== undefined);
    await app.tap('menu.record');
    await app.page.waitForFunction(() => window.flagfall.state().targets['record.export'] !== undefined);
    await waitForIdle(app.page, 120);
    const download = app.page.waitForEvent('download');
    await app.tap('record.export');
    assert.equal((await download).suggestedFilename(), 'flagfall-game.json');
    await app.page.waitForFunction(() => window.flagfall.state().clock.export_said === 'Downloaded flagfall-game.json.');
    await app.page.waitForFunction(() => document.getElementById('say').textContent.includes('Downloaded flagfall-game.json.'));
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
