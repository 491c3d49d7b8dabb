// Takes the screenshots docs/guide.md lists, at 390x844 (phone upright), 844x390 (phone on its
// side) and 1280x800 (desktop), into artifacts/screenshots/screen-<scene>-<size>.png: the rules
// picker, the clock running, Stop / Claim's choices on both halves, a fallen flag, the board entry
// facing the near player and turned to the far one, a trainer question, its feedback and the rules browser. Not a test (it asserts
// nothing); run it after ./scripts/build-wasm.sh:
//   node scripts/screenshots.mjs [SIZE...]     (for example 844x390; all three without one)
import { launchBrowser, openApp, waitForIdle, PHONE, DESKTOP } from '../tests/browser/harness.mjs';
import {
  startGame, openClaim, claim, tapAndSettle, waitFor, waitForPopup, press,
} from '../tests/browser/live-helpers.mjs';
import { tapTrainer } from '../tests/browser/trainer-helpers.mjs';

const SIZES = {
  '390x844': PHONE,
  '844x390': { ...PHONE, viewport: { width: 844, height: 390 } },
  '1280x800': DESKTOP,
};

async function waitForPieces(app) {
  await app.page.waitForFunction(() => window.flagfall.pieceAtlas !== null, null, { timeout: 10000 });
  await waitForIdle(app.page, 150);
}

async function clockScenes(app, size) {
  // Sacramento (its standard G/5;d0) has the losing-chances claim, which opens the board entry.
  await app.tap('home.clock');
  await waitFor(app, () => window.flagfall.state().screen === 'clock');
  await waitForIdle(app.page, 150);
  await tapAndSettle(app, 'clock.control');
  await app.screenshot(`screen-clock-picker-${size}`);
  await tapAndSettle(app, 'ruleset.sacramento-2005');
  if ((await app.state()).clock.popup === 'picker') await tapAndSettle(app, 'preset.G/5;d0');
  await startGame(app);
  await press(app, 'white');
  await waitForIdle(app.page, 150);
  await app.screenshot(`screen-clock-running-${size}`);
  // Board entry: White (near) claims, then Black (far, turned). On a phone on its side the
  // sheets never turn, so only the first is taken there.
  const sides = size === '844x390' ? ['white'] : ['white', 'black'];
  for (const side of sides) {
    await openClaim(app);
    if (side === 'white') await app.screenshot(`screen-clock-stop-claim-${size}`);
    await claim(app, side, 'draw');
    await tapAndSettle(app, 'draw.losing-chances');
    await waitForPieces(app);
    await app.screenshot(`screen-board-entry-${side === 'white' ? 'near' : 'turned'}-${size}`);
    while ((await app.state()).clock.popup === 'claim') {
      const targets = (await app.state()).targets;
      const back = ['board.back', 'claim.back', `claim.none.${side}`].find((id) => targets[id]);
      if (!back) break;
      await tapAndSettle(app, back);
    }
  }
}

// A fallen flag: a 5-second game (set by a director's link) that White lets run out.
async function flagScene(app, size) {
  await app.page.evaluate(() => { window.location.hash = '#clock?ruleset=uscf-2020&tc=5s%2B0'; });
  await waitFor(app, () => window.flagfall.state().clock?.control === '5s+0');
  await waitForIdle(app.page, 150);
  await startGame(app);
  await waitFor(app, () => window.flagfall.state().clock.first_flag === 'white', undefined, 15000);
  await waitForIdle(app.page, 150);
  await app.screenshot(`screen-clock-flag-${size}`);
}

async function trainerScenes(app, size) {
  await app.tap('home.trainer');
  await app.page.waitForFunction(() => window.flagfall.state().trainer?.view === 'menu');
  await waitForIdle(app.page, 150);
  await tapTrainer(app, 'trainer.practice');
  await app.page.waitForFunction(() => window.flagfall.state().trainer.question !== null);
  await waitForPieces(app);
  await app.screenshot(`screen-trainer-question-${size}`);
  const q = (await app.state()).trainer.question;
  await tapTrainer(app, q.right_target);
  await app.page.waitForFunction(() => window.flagfall.state().trainer.question?.answered === true);
  await waitForIdle(app.page, 150);
  await app.screenshot(`screen-trainer-feedback-${size}`);
  await tapTrainer(app, 'trainer.rule_link');
  await app.page.waitForFunction(() => window.flagfall.state().trainer.view === 'rules');
  await waitForIdle(app.page, 150);
  await app.screenshot(`screen-rules-browser-${size}`);
}

const wanted = process.argv.slice(2);
const session = await launchBrowser();
try {
  for (const [size, device] of Object.entries(SIZES)) {
    if (wanted.length && !wanted.includes(size)) continue;
    for (const scenes of [clockScenes, flagScene, trainerScenes]) {
      const app = await openApp(session, device);
      try {
        await app.page.waitForFunction(() => window.flagfall?.state().frame > 0);
        await scenes(app, size);
      } catch (error) {
        console.error(`${size} ${scenes.name}: ${error.message}`);
      } finally {
        await app.close();
      }
    }
    console.log(`screenshots at ${size} taken`);
  }
} finally {
  await session.close();
}
