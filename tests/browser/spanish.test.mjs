// Flagfall in Spanish, as a phone set to Spanish opens it (issue 40): each screen and sheet on the
// way (docs/words.md lists them; the promotion piece and the storage notice have tests of their
// own below), upright and on its side, reads no English words of the catalogs or of the scenario bank in
// its accessible mirror (every English message that Spanish says otherwise is looked for, in
// pieces around its arguments, and every bank text) and draws no label cut. Names (rulesets, controls, squares) are the same in both
// languages, so they are never looked for. Screenshots: spanish-*.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, openApp, waitForIdle, siteDir, PHONE_FAST } from './harness.mjs';
import { activate } from './a11y-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

// A compiled catalog's messages (docs/words.md, "The compiled catalog"): each message's forms.
function messages(language) {
  const lines = fs.readFileSync(path.join(siteDir, 'words', `${language}.txt`), 'utf8').split('\n');
  return lines.slice(6, -1).map((line) => line.split('\t').map((form) => form.replace(/\\n/g, '\n')));
}

// The pieces of English that Spanish never shows: each form's text between its arguments, of
// three words or more, where Spanish's message is another.
function englishPieces() {
  const english = messages('en');
  const spanish = messages('es');
  const pieces = new Set();
  english.forEach((forms, i) => {
    if (forms.join('\t') === spanish[i].join('\t')) return;
    for (const form of forms) {
      for (const piece of form.split(/\{\d+\}/)) {
        const words = piece.trim();
        if (words.split(/\s+/).length >= 3 && words.length >= 12) pieces.add(words);
      }
    }
  });
  return [...pieces];
}

// The scenario bank's own English (its titles, situations, moments and notes), which Spanish's
// catalog translates by key (docs/words.md, "The bank's words"): none of it may be left either.
function bankEnglish() {
  const out = [];
  for (const line of fs.readFileSync(path.join(siteDir, 'scenarios.txt'), 'utf8').split('\n')) {
    if (!line.includes('\t')) continue;
    const scenario = JSON.parse(line.slice(line.indexOf('\t') + 1));
    for (const text of [scenario.title, scenario.question, scenario.moment, scenario.notes]) {
      if (text && text.split(/\s+/).length >= 3) out.push(text);
    }
  }
  return out;
}

const PHONES = [
  ['upright', PHONE_FAST],
  ['on its side', { ...PHONE_FAST, viewport: { width: 844, height: 390 } }],
];

for (const [name, device] of PHONES) {
  test(`in Spanish ${name}: Home, the clock and its claim sheet, the case editor, the trainer`, async () => {
    const english = [...englishPieces(), ...bankEnglish()];
    assert.ok(english.length > 800, `${english.length} pieces of English looked for`);
    const upright = name === 'upright';
    const context = await session.browser.newContext({ ...device, locale: 'es-ES' });
    const app = await openApp(session, device, { context });
    const { page } = app;
    const seen = [];
    // The mirror and the cut labels of the screen on show, and a screenshot of it.
    const check = async (where, { picture = true } = {}) => {
      await waitForIdle(page);
      const state = await app.state();
      assert.equal(state.words.language, 'es', where);
      assert.deepEqual(state.cut_labels, [], `${where}: cut labels`);
      const mirror = await page.locator('#mirror-content').textContent();
      const left = english.filter((piece) => mirror.includes(piece));
      assert.deepEqual(left, [], `${where}: English left in the mirror`);
      seen.push(where);
      if (picture) await app.screenshot(`spanish-${where}-${name.replace(/ /g, '-')}`);
    };
    const press = (intent) => activate(page.locator(`#mirror-content button[data-intent="${intent}"]`));
    const view = (v) => page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, v);
    const popup = (p) => page.waitForFunction((p) => window.flagfall.state().clock?.popup === p, p);
    // Each of the clock's other sheets: opened from the menu, read, closed.
    const clockSheets = [
      ['menu.record', 'record', 'record.close'], ['menu.director', 'director', 'director.close'],
      ['menu.keys', 'keys', 'keys.done'], ['menu.link', 'setup-link', 'link.close'],
      ['menu.reset', 'confirm-reset', 'reset.cancel']];
    try {
      await page.waitForFunction(() => window.flagfall.state().words.complete);
      await check('home');

      await app.tap('home.clock');
      await page.waitForFunction(() => window.flagfall.state().screen === 'clock');
      await check('clock');
      await app.tap('clock.black');
      await waitForIdle(page, 100);
      await app.tap('clock.white');
      await waitForIdle(page, 100);
      await app.tap('clock.stop');
      await check('claim');
      // The game's end: the result's choices and its confirmation, turned back (an ending's
      // ruling and its Undo are read below, after the illegal move's claim: Undo is offered for
      // 10 s of wall time, which a loaded machine's checks could outlast), then a set-up link
      // mid-game (kept out) and a bad one (its notice).
      await press('claim.result.black');
      await check('claim-result', { picture: false });
      await press('result.mate.white');
      await popup('confirm-end');
      await check('confirm-end');
      await press('end.back');
      await popup('claim');
      await press('claim.back');
      await press('claim.none.black');  // no claim: Black's clock runs on
      await popup('none');
      await page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2020&tc=G/5;d0&lang=es'; });
      await popup('confirm-link');
      await check('confirm-link', { picture: false });
      await press('link.keep');
      await popup('none');
      await page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2077&tc=G/5;d0'; });
      await popup('notice');
      await check('link-notice', { picture: false });
      await press('notice.ok');
      await popup('none');
      await press('clock.stop');
      await popup('claim');
      await press('claim.illegal.black');
      await check('claim-details');
      // On its side the sheet's lower buttons are below the fold: pressed as a screen reader does.
      await activate(page.locator('#mirror-content button[data-intent="material.white.bishop"]'));
      await activate(page.locator('#mirror-content button[data-intent="claim.confirm"]'));
      await page.waitForFunction(() => window.flagfall.state().clock.popup === 'ruling');
      await check('ruling');
      await activate(page.locator('#mirror-content button[data-intent="ruling.ok"]'));
      await waitForIdle(page);
      await press('clock.more');
      await popup('menu');
      await check('clock-menu', { picture: false });
      for (const [open, sheet, close] of clockSheets) {
        await press(open);
        if (sheet === 'director') await press(open);  // the director's panel: pressed twice
        await popup(sheet);
        await check(`clock-${sheet}`, { picture: false });
        await press(close);
        await popup('none');
        await press('clock.more');
        await popup('menu');
      }
      await press('menu.close');
      await popup('none');
      await press('clock.control');
      await popup('picker');
      await check('clock-picker', { picture: false });
      await press('picker.close');
      await popup('none');
      await app.tap('clock.home');
      await page.waitForFunction(() => window.flagfall.state().screen === 'home');

      if (upright) {
        await press('home.about');
        await page.waitForFunction(() => window.flagfall.state().home?.about_open === true);
        await check('about', { picture: false });
        await press('about.close');
        await page.waitForFunction(() => window.flagfall.state().home?.about_open === false);
      }
      await app.tap('home.trainer');
      await view('menu');
      await press('trainer.mine');
      await view('mine');
      await press('mine.new');
      await view('editor');
      await check('editor-position');
      await press('editor.tab.timeline');
      for (const square of ['e2', 'e4']) {
        await app.tap(`square.${square}`);
        await waitForIdle(page, 60);
      }
      await press('editor.claim');
      await check('editor-timeline');
      await press('editor.tab.words');
      await check('editor-words');
      await press('editor.save');
      await view('mine');
      await check('mine', { picture: false });
      await press('mine.share.0');
      await view('share');
      await check('share');
      await press('share.back');
      await view('mine');
      await press('mine.set');
      await view('set');
      await press('set.bank.pick');
      await check('class-set', { picture: false });

      // The trainer: a question, its answer with every ruleset's ruling, the rule in the browser.
      await page.goto(page.url().split('#')[0]);
      await page.waitForFunction(() => window.flagfall.state().words?.complete);
      await app.tap('home.trainer');
      await view('menu');
      await check('trainer-menu');
      await press('trainer.setup');
      await view('setup');
      await press('trainer.setup.start');
      await page.waitForFunction(() => window.flagfall.state().trainer.question?.choices?.length > 0);
      await check('question');
      // Practice deals a question at random, and a few rulings rest on no rule (seventy-five
      // moves under Sacramento, whose rulebook is silent there): those have no rule to read, so the walk
      // goes on to the next question until one has (practice deals each scenario once first).
      const ruleLink = page.locator('#mirror-content button[data-intent="trainer.rule_link"]');
      for (let tries = 0; ; ++tries) {
        const question = (await app.state()).trainer.question;
        await press(question.right_target);
        await page.waitForFunction(() => window.flagfall.state().trainer.question?.answered === true);
        await check('answer', { picture: tries === 0 });
        if (await ruleLink.count() > 0) break;
        assert.ok(tries < 5, `${question.card}: no rule to read in five questions`);
        await press('trainer.next');
        await page.waitForFunction((c) => window.flagfall.state().trainer.question?.card !== c
          && window.flagfall.state().trainer.question?.answered === false, question.card);
      }
      await press('trainer.rule_link');
      await view('rules');
      await check('rules');
      assert.deepEqual(app.problems, []);
      // Upright only: the selection, progress, an exam and its result are wrapped text and the
      // question's own choices, which the walk on its side has read above.
      if (!upright) return;
      await press('trainer.rules.back');
      await view('question');
      await press('trainer.menu');
      await view('menu');
      for (const [open, name, back] of [['trainer.setup', 'setup', 'trainer.setup.back'],
        ['trainer.progress', 'progress', 'trainer.progress.back']]) {
        await press(open);
        await view(name);
        await check(`trainer-${name}`, { picture: false });
        await press(back);
        await view('menu');
      }
      await press('trainer.exam');
      await view('exam');
      await check('exam', { picture: false });
      for (let i = 0; i < 20; ++i) {
        const t = (await app.state()).trainer;
        if (t.view !== 'exam') break;
        await press(t.question.right_target);
        await page.waitForFunction((c) => window.flagfall.state().trainer.question?.card !== c
          || window.flagfall.state().trainer.view !== 'exam', t.question.card);
      }
      await view('exam-result');
      await check('exam-result', { picture: false });
      assert.deepEqual(app.problems, []);
    } finally {
      await app.close();
    }
  });
}

// The screen on show read upright and then on its side: in Spanish, no English of the catalogs
// in the mirror, no label cut; `more(state, where)` checks what the screen itself must hold.
async function readBothWays(app, english, what, more) {
  for (const viewport of [PHONE_FAST.viewport, { width: 844, height: 390 }]) {
    await app.page.setViewportSize(viewport);
    await waitForIdle(app.page);
    const state = await app.state();
    const where = `${what} at ${viewport.width}x${viewport.height}`;
    assert.equal(state.words.language, 'es', where);
    assert.deepEqual(state.cut_labels, [], `${where}: cut labels`);
    const mirror = await app.page.locator('#mirror-content').textContent();
    assert.deepEqual(english.filter((piece) => mirror.includes(piece)), [], `${where}: English left`);
    more(state, where, mirror);
  }
}

// The storage's notice across the foot of Home and the clock, in Spanish from its first frame on:
// a browser that lets the app store nothing (reading either storage throws, as with site data
// blocked), upright and on its side.
test('in Spanish with storage switched off: the notice on Home and on the clock', async () => {
  const english = englishPieces();
  const context = await session.browser.newContext({ ...PHONE_FAST, locale: 'es-ES' });
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() { throw new DOMException(`Access to ${name} is denied for this document.`, 'SecurityError'); },
      });
    }
  });
  const app = await openApp(session, PHONE_FAST, { context });
  const { page } = app;
  try {
    await page.waitForFunction(() => window.flagfall.state().words.complete);
    for (const screen of ['home', 'clock']) {
      if (screen === 'clock') {
        await app.tap('home.clock');
        await page.waitForFunction(() => window.flagfall.state().screen === 'clock');
      }
      await readBothWays(app, english, screen, (state, where, mirror) => {
        assert.equal(state.storage.blocked, true, where);
        assert.ok(state.targets['storage.ok'], `${where}: the notice's button`);
        assert.ok(mirror.includes(state.storage.notice), `${where}: the notice in the mirror`);
      });
    }
    await app.screenshot('spanish-storage-blocked-clock-on-its-side');
    assert.deepEqual(app.problems, []);
  } finally {
    await context.close();
  }
});

// The promotion piece's sheet (US Chess 11-16: the promoting player stops both clocks to find
// it), upright and on its side.
test('in Spanish: the promotion piece under US Chess', async () => {
  const english = englishPieces();
  const context = await session.browser.newContext({ ...PHONE_FAST, locale: 'es-ES' });
  const app = await openApp(session, PHONE_FAST, { context, fragment: '#clock?ruleset=uscf-2020&tc=G/5;d0' });
  const { page } = app;
  try {
    await page.waitForFunction(() => window.flagfall.state().words.complete
      && window.flagfall.state().screen === 'clock');
    await waitForIdle(page, 150);
    await app.tap('clock.black');
    await page.waitForFunction(() => window.flagfall.state().clock.running === 'white');
    // A pawn promotes on White's fifth move at the earliest: four moves each first.
    for (let move = 1; move <= 4; ++move) {
      for (const [side, next] of [['white', 'black'], ['black', 'white']]) {
        await waitForIdle(page, 100);
        await app.tap(`clock.${side}`);
        await page.waitForFunction((n) => window.flagfall.state().clock.running === n, next);
      }
    }
    await waitForIdle(page, 150);
    await app.tap('clock.stop');
    await page.waitForFunction(() => window.flagfall.state().clock.popup === 'claim');
    await activate(page.locator('#mirror-content button[data-intent="claim.promotion-pause.white"]'));
    await page.waitForFunction(() => window.flagfall.state().clock.popup === 'promote');
    await readBothWays(app, english, 'the promotion piece', (state, where) => {
      assert.ok(state.targets['promote.q'], `${where}: the queen's button`);
    });
    await app.screenshot('spanish-promotion-on-its-side');
    assert.deepEqual(app.problems, []);
  } finally {
    await context.close();
  }
});
