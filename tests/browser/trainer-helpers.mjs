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
