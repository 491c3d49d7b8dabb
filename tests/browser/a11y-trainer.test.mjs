// The trainer by screen reader: only the accessible mirror's roles and texts are used to act
// (getByRole, getByText); the light theme's screenshots on the clock and the trainer; axe-core on
// the home screen and the trainer.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST } from './harness.mjs';
import { activate, checkAxe, heard } from './a11y-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

test('a practice round by screen reader: a wrong and a right answer, the ruling, the table, the rules', async () => {
  const app = await openApp(session, PHONE_FAST);
  const { page } = app;
  try {
    await page.getByRole('heading', { name: 'Flagfall', level: 1 }).waitFor({ state: 'attached' });
    await checkAxe(page, 'home');

    // The light theme, kept with the clock's settings, on the clock and then in the trainer.
    await activate(page.getByRole('button', { name: /^Clock/ }));
    await page.getByRole('heading', { name: 'Clock', level: 1 }).waitFor({ state: 'attached' });
    await activate(page.getByRole('button', { name: 'More' }));
    await activate(page.getByRole('button', { name: 'Light theme' }));
    assert.equal(await page.getByRole('button', { name: 'Light theme' }).getAttribute('aria-pressed'), 'true');
    await activate(page.getByRole('button', { name: 'Close' }));
    await waitForIdle(page);
    await app.screenshot('light-clock');
    await activate(page.getByRole('button', { name: 'Home' }));

    await activate(page.getByRole('button', { name: /^Trainer/ }));
    await page.getByRole('heading', { name: 'Rules trainer' }).waitFor({ state: 'attached' });
    await activate(page.getByRole('button', { name: /^Practice/ }));
    await page.getByRole('heading', { name: 'Question', level: 1 }).waitFor({ state: 'attached' });
    await waitForIdle(page);
    await app.screenshot('light-trainer');
    await checkAxe(page, 'a trainer question');
    // (No "king" asked for: in king-adjacent-take-king the last step shows White's king taken.)
    assert.match(await page.getByText(/^Position: White: /).textContent(), / to move\.$/);
    assert.match(await page.getByText(/^Clocks: White /).textContent(), /Black /);
    assert.ok(await page.getByRole('list').getByRole('listitem').count() >= 1, 'the timeline as a list');

    // A wrong answer: the verdict, the ruling with its rule, every ruleset in a table.
    const right = async () => Number((await app.state()).trainer.question.right_target.split('.').pop());
    const choices = page.getByRole('button', { name: /^[1-4]\. / });
    const first = await right();
    const wrong = first === 0 ? 1 : 0;
    await activate(choices.nth(wrong));
    await page.getByRole('heading', { name: 'Not quite' }).waitFor({ state: 'attached' });
    assert.match(await heard(page, { match: /^Not quite\. The ruling under / }), /\.$/);
    assert.match(await page.getByText(/^The ruling under /).textContent(), /: .+\.$/);
    // The practice question is drawn at random; a few rulings rest on no rule (a claim the
    // rulebook says nothing of), and then neither the rule nor its cell is shown.
    const table = page.getByRole('table', { name: 'The same scenario under every ruleset' });
    assert.equal(await table.getByRole('row').count(), 8, 'a header and seven rulesets');
    assert.deepEqual(await table.getByRole('columnheader').allTextContents(), ['Ruleset', 'Ruling', 'Rule', 'Differs']);
    const askedRule = await table.getByRole('row').filter({ hasText: '(asked)' }).getByRole('cell').nth(2).textContent();
    const shown = page.getByText(/^Rule /);
    if ((await app.state()).trainer.question.feedback.rule) {
      const rule = (await shown.first().textContent()).replace(/^Rule /, '').split(':')[0];
      assert.equal(askedRule, rule);
    } else {
      assert.equal(await shown.count(), 0, 'no rule shown for a ruling that rests on none');
      assert.equal(askedRule, '-');
    }
    assert.ok(await page.getByRole('button', { name: /\(the right answer\)$/ }).count() === 1);

    // The next questions, answered right, until one's ruling rests on a rule.
    const link = page.getByRole('button', { name: /^Read .+ in the rules$/ });
    for (let asked = 0; asked === 0 || (await link.count()) === 0; ++asked) {
      assert.ok(asked < 10, 'a ruling with its rule within ten questions');
      const verdict = asked === 0 ? 'Not quite' : 'Right';
      await activate(page.getByRole('button', { name: 'Next question' }));
      await page.getByRole('heading', { name: verdict }).waitFor({ state: 'detached' });
      await activate(choices.nth(await right()));
      await page.getByRole('heading', { name: 'Right' }).waitFor({ state: 'attached' });
      await heard(page, { match: /^Right\. The ruling under / });
    }

    // The ruling's rule in the rules browser: the rules as headings and text.
    const cite = (await link.textContent()).replace(/^Read /, '').replace(/ in the rules$/, '');
    await activate(link);
    await page.getByRole('heading', { name: 'Rules', level: 1 }).waitFor({ state: 'attached' });
    assert.ok(await page.getByRole('heading', { level: 2, name: new RegExp(`^${cite.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) }).count() >= 1,
      `the rule ${cite} as a heading`);
    assert.ok(await page.getByRole('heading', { level: 2 }).count() > 5, 'every rule of the ruleset');
    assert.deepEqual(app.problems, []);
  } finally {
    await app.close();
  }
});
