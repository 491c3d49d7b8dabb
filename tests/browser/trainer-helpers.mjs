// Shared by the trainer's browser tests: its content scrolls above a fixed bar, so a control may
// have to be scrolled into view before a user could tap it.
import { waitForIdle } from './harness.mjs';

export const trainerState = async (app) => (await app.state()).trainer;

// Scrolls the trainer's content (mouse wheel over it) until `id` is wholly on screen.
export async function revealTrainer(app, id) {
  let state = await app.state();
  for (let i = 0; i < 60 && !state.targets[id]; ++i) {
    const { y, max } = state.trainer.scroll;
    const down = i < 30 && y < max - 1;
    if (!down && i < 30) i = 30;  // reached the bottom: search upwards
    if (!down && y <= 0) break;
    await app.page.mouse.move(195, 300);
    await app.page.mouse.wheel(0, down ? 220 : -220);
    // The frame that applies the wheel publishes the new scroll and the targets it shows.
    await app.page.waitForFunction((before) => window.flagfall.state().trainer.scroll.y !== before, y,
      { timeout: 1000 }).catch(() => {});
    state = await app.state();
  }
}

// Scrolls `id` into view, then taps it like a user.
export async function tapTrainer(app, id) {
  await revealTrainer(app, id);
  await app.tap(id);
  // Let the tap be drawn before anything else happens (two taps in one frame would be one).
  await waitForIdle(app.page, 80);
}

const onView = (app, name) =>
  app.page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);

// Home, then the trainer's My scenarios.
export async function openMine(app) {
  await app.tap('home.trainer');
  await onView(app, 'menu');
  await tapTrainer(app, 'trainer.mine');
  await onView(app, 'mine');
}

// A class set's quiz on show, answered a question at a time by `press` (a tap, or a screen
// reader's button), each right but the questions in `wrong` (indices from 0); then its result.
export async function answerSetQuiz(app, count, wrong, press = (id) => tapTrainer(app, id)) {
  await onView(app, 'exam');
  for (let i = 0; i < count; ++i) {
    await app.page.waitForFunction((n) => window.flagfall.state().trainer.exam?.current === n, i);
    await waitForIdle(app.page, 80);
    const q = (await trainerState(app)).question;
    const other = q.choices.find((c) => c.target !== q.right_target).target;
    await press(wrong.includes(i) ? other : q.right_target);
  }
  await onView(app, 'exam-result');
}
