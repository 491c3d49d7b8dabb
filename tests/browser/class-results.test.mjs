// Three students and a coach (issue 41, points 0 to 2), each on a phone of their own: the coach
// builds a class set of five bank cases on one topic, asked under Scholastic, and shares its link; each student opens it, answers the
// five questions (Ben misses case 3; Cai cases 3 and 5), sees the score, types the name the coach
// knows them by and sends the result (Ana by touch, saving the file too; Ben and Cai as a screen
// reader does). The coach opens the three result links and sees the table: the three students,
// their scores, the most missed case with its rule, which opens the rules browser; saves the CSV
// (read back here) and prints it on one page; finds the class again after a reload; shows a set in
// classroom mode at 1280x800, driven by keys; and the table on a phone and a desktop, and the
// classroom, in English and Spanish, as screenshots. The class's rules are native
// (tests/session/trainer/class_book_test.cpp, student_result_test.cpp).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { launchBrowser, openApp, waitForIdle, PHONE_FAST, DESKTOP } from './harness.mjs';
import { activate } from './a11y-helpers.mjs';
import { answer, tapAndSettle } from './live-helpers.mjs';
import { answerSetQuiz, openMine, trainerState, tapTrainer } from './trainer-helpers.mjs';

let session;
before(async () => { session = await launchBrowser(); });
after(async () => { await session?.close(); });

const view = (app, name) =>
  app.page.waitForFunction((v) => window.flagfall.state().trainer?.view === v, name);
const fragmentOf = (link) => `#${link.split('#')[1]}`;

// The coach's phone: a class set of five bank cases, shared; its link.
async function coachSharesASet(coach) {
  await coach.page.waitForFunction(() => window.flagfall.state().words.complete);
  await openMine(coach);
  await tapTrainer(coach, 'mine.set');
  await view(coach, 'set');
  // A scholastic coach's class: every case meant for Scholastic is asked under it.
  for (let i = 0; i < 9 && (await trainerState(coach)).set.ruleset !== 'scholastic-2018'; ++i)
    await tapTrainer(coach, 'set.ruleset');
  assert.equal((await trainerState(coach)).set.ruleset, 'scholastic-2018');
  // Five bank cases on one topic, each meant for Scholastic.
  await coach.screenshot('class-set-builder-phone-en');
  await tapTrainer(coach, 'set.bank.topic.flag-fall');
  await coach.page.waitForFunction(() => window.flagfall.state().trainer.set.bank.length === 5);
  // The second case under a ruleset of its own (the first it is meant for), the rest as the set.
  await tapTrainer(coach, 'set.bank.ruleset.1');
  const own = (await trainerState(coach)).set.bank_rulesets;
  assert.ok(own[1] && own.filter((r) => r === '').length === 4, JSON.stringify(own));
  await coach.screenshot('class-set-builder-cases-phone-en');
  await tapTrainer(coach, 'set.share');
  await view(coach, 'share');
  const link = (await trainerState(coach)).share.link;
  const set = JSON.parse(Buffer.from(link.split('#set=')[1].split('&')[0], 'base64url').toString());
  assert.equal(set.ruleset, 'scholastic-2018');
  assert.deepEqual(set.cases[1], { bank: (await trainerState(coach)).set.bank[1], ruleset: own[1] });
  return link;
}

// A student's phone: the set answered (`wrong`: the cases missed), then sent under `name`; the
// result's link. Ana taps; the others use the accessible buttons.
async function studentSends(setLink, name, wrong) {
  const context = await session.browser.newContext({ ...PHONE_FAST });
  const app = await openApp(session, PHONE_FAST, { context, fragment: fragmentOf(setLink) });
  const touch = name === 'Ana';
  const press = (id) => (touch ? tapTrainer(app, id)
    : activate(app.page.locator(`#mirror-content button[data-intent="${id}"]`)));
  try {
    await answerSetQuiz(app, 5, wrong, press);
    const result = await trainerState(app);
    assert.equal(result.exam.score, 5 - wrong.length, name);
    assert.equal(result.exam.passed, wrong.length <= 1, name);
    assert.equal(result.progress.exams.length, 0, "someone else's set is not counted as an exam");
    if (touch) {
      assert.ok((await app.state()).targets['trainer.set.again'], 'Again, not New exam');
      await app.screenshot('scenarios-set-result');
    }
    await press('trainer.set.send');
    await view(app, 'share');
    assert.equal((await trainerState(app)).share.link, '', 'no link before a name');
    await press('share.student');
    await answer(app, ` ${name} `);
    await app.page.waitForFunction((n) => window.flagfall.state().trainer.share?.student === n, name);
    await waitForIdle(app.page, 150);
    const sheet = (await trainerState(app)).share;
    const sent = JSON.parse(Buffer.from(sheet.link.split('#result=')[1], 'base64url').toString());
    assert.equal(sent.student, name);
    assert.deepEqual(sent.answers.map((a) => a.right), [0, 1, 2, 3, 4].map((i) => !wrong.includes(i)));
    assert.ok(sheet.qr > 0, 'a QR code for the coach to scan');
    if (touch) {
      const { targets } = await app.state();
      for (const id of ['share.student', 'share.qr', 'share.link', 'share.file'])
        assert.ok(targets[id] && targets[id][1] + targets[id][3] <= 844 - 72, `${id} at ${targets[id]}`);
      await app.screenshot('student-result-phone-en');
      const download = app.page.waitForEvent('download');
      await app.tap('share.file');
      const file = await download;
      assert.equal(file.suggestedFilename(), 'flagfall-result-ana.json');
      assert.deepEqual(JSON.parse(await readFile(await file.path(), 'utf8')), sent);
      // Kept on the phone: Progress lists the set.
      await tapTrainer(app, 'share.back');
      await view(app, 'exam-result');
      await tapTrainer(app, 'trainer.exam.menu');
      await view(app, 'menu');
      await tapTrainer(app, 'trainer.progress');
      await view(app, 'progress');
      const mirror = await app.page.locator('#mirror-content').textContent();
      assert.ok(mirror.includes('Class set: 5 of 5 right'), mirror);
    }
    assert.deepEqual(app.problems, []);
    return sheet.link;
  } finally {
    await context.close();
  }
}

// The class's table on screen, its controls wholly there, as a picture.
async function tableOnScreen(coach, height, picture) {
  await waitForIdle(coach.page, 150);
  const { targets } = await coach.state();
  assert.ok(targets['classes.back'] && targets['classes.back'][1] + targets['classes.back'][3] <= height,
    `${picture}: Back at ${targets['classes.back']}`);
  await coach.screenshot(picture);
}

// The class on one printed page: the page's print sheet holds the table (a header and a row a
// student) and the most missed, and Chromium prints it on one page, as a picture too.
async function printsOnOnePage(coach) {
  await coach.page.evaluate(() => { window.printed = 0; window.print = () => { window.printed += 1; }; });
  await tapTrainer(coach, 'classes.print');
  await coach.page.waitForFunction(() => window.printed === 1);
  const sheet = await coach.page.evaluate(() => {
    const s = document.getElementById('print-sheet');
    return { title: s.querySelector('h1').textContent, rows: [...s.querySelectorAll('tr')].map((r) => r.children.length),
      students: [...s.querySelectorAll('td:first-child')].map((c) => c.textContent),
      heading: s.querySelector('h2')?.textContent, lines: s.querySelectorAll('p').length };
  });
  assert.deepEqual(sheet, { title: 'Class set', rows: [7, 7, 7, 7], students: ['Ana', 'Ben', 'Cai'],
    heading: 'Most missed', lines: 5 + 2 }, JSON.stringify(sheet));
  const pdf = (await coach.page.pdf({ format: 'Letter' })).toString('latin1');
  assert.equal(pdf.match(/\/Type\s*\/Page(?!s)/g).length, 1, 'one printed page');
  await coach.page.emulateMedia({ media: 'print' });
  await coach.screenshot('class-print-en');
  await coach.page.emulateMedia({ media: 'screen' });
}

// Classroom mode at 1280x800, by keys: the class set built again (five bank cases under
// Scholastic), shown to the class; no answer until Space; the arrows, a clicker's Page Down and
// the class's answer by its number key. Pictures of a question and of its ruling.
async function inClassroom(coach, language) {
  const classroom = async () => (await trainerState(coach)).classroom;
  const question = async () => (await trainerState(coach)).question;
  await tapTrainer(coach, 'mine.set');
  await view(coach, 'set');
  if ((await trainerState(coach)).set.bank.length === 0) {
    for (let i = 0; i < 9 && (await trainerState(coach)).set.ruleset !== 'scholastic-2018'; ++i)
      await tapTrainer(coach, 'set.ruleset');
    await tapTrainer(coach, 'set.bank.pick');
  }
  await tapTrainer(coach, 'set.classroom');
  await view(coach, 'classroom');
  assert.deepEqual(await classroom(), { count: 5, current: 0, revealed: false });
  let q = await question();
  assert.equal(q.answered, false);
  assert.equal(q.feedback, undefined, 'no ruling before Reveal');
  assert.ok(q.choices.every((c) => c.mark === ''), 'no answer marked before Reveal');
  await waitForIdle(coach.page, 150);
  if (language === 'en') await coach.screenshot('classroom-question-en');
  const key = async (name, want) => {
    await coach.page.keyboard.press(name);
    await coach.page.waitForFunction((w) => {
      const c = window.flagfall.state().trainer.classroom;
      return c.current === w.current && c.revealed === w.revealed;
    }, want);
  };
  await key('Space', { current: 0, revealed: true });
  q = await question();
  assert.equal(q.feedback.comparison.length, 7, 'all seven rulesets side by side');
  assert.equal(q.choices.find((c) => c.mark === 'right').target, q.right_target);
  await waitForIdle(coach.page, 150);
  await coach.screenshot(`classroom-ruling-${language}`);
  if (language === 'en') {
    await key('ArrowRight', { current: 1, revealed: false });
    await key('2', { current: 1, revealed: true });
    assert.equal((await question()).answered, true, "the class's answer, by its number key");
    await key('ArrowLeft', { current: 0, revealed: false });
    await key('PageDown', { current: 1, revealed: false });
  }
  await tapTrainer(coach, 'classroom.back');
  await view(coach, 'set');
  await tapTrainer(coach, 'set.back');
  await view(coach, 'mine');
}

test('three students send their results and the coach sees the class', async () => {
  const coach = await openApp(session, PHONE_FAST);
  try {
    const setLink = await coachSharesASet(coach);
    const links = [];
    for (const [name, wrong] of [['Ana', []], ['Ben', [2]], ['Cai', [2, 4]]])
      links.push(await studentSends(setLink, name, wrong));

    // The coach opens the three links while the page is open.
    for (let i = 0; i < links.length; ++i) {
      await coach.page.evaluate((h) => { window.location.hash = h; }, fragmentOf(links[i]));
      await coach.page.waitForFunction((n) => window.flagfall.state().trainer.classes.list[0]?.students.length === n, i + 1);
    }
    await view(coach, 'classes');
    const classes = (await trainerState(coach)).classes;
    assert.equal(classes.on_show, 0);
    assert.deepEqual(classes.list[0].students, [
      { name: 'Ana', score: 5 }, { name: 'Ben', score: 4 }, { name: 'Cai', score: 3 }]);
    assert.deepEqual(classes.list[0].missed, [2, 4], 'case 3 the most missed, then case 5');
    assert.equal(classes.notice, 'Cai: 3 of 5 right, added to “Class set”.');
    const mirror = await coach.page.locator('#mirror-content').textContent();
    assert.ok(mirror.includes('Ben') && mirror.includes('4/5') && mirror.includes(': 1 of 3 right (33%)'), mirror);
    await tableOnScreen(coach, 844, 'class-table-phone-en');

    // The most missed case's rule, in the rules browser; back to the class.
    // (A ruling that rests on no rule, such as play on after seventy-five moves under
    // Sacramento, opens the ruleset's rules from the top.)
    await tapTrainer(coach, 'classes.rule.2');
    await view(coach, 'rules');
    assert.equal((await trainerState(coach)).rules.focus, classes.list[0].rules[2], 'the rule the ruling rests on');
    await tapTrainer(coach, 'trainer.rules.back');
    await view(coach, 'classes');

    // The CSV, read back: a header with the five cases, a row a student.
    const download = coach.page.waitForEvent('download');
    await tapTrainer(coach, 'classes.csv');
    const file = await download;
    assert.equal(file.suggestedFilename(), 'flagfall-class-class-set.csv');
    const csv = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
    assert.equal(csv.length, 4, csv.join('\n'));
    assert.ok(csv[0].startsWith('Student,Right,Of,Seconds,Finished (UTC),'), csv[0]);
    assert.match(csv[2], /^Ben,4,5,\d+,\d{4}-\d\d-\d\dT[^,]+Z,\+ [^,]+,\+ [^,]+,- /);

    // Kept: after a reload, My scenarios offers the class.
    await coach.page.reload();
    await coach.page.waitForFunction(() => window.flagfall.state().words.complete);
    await openMine(coach);
    await tapTrainer(coach, 'mine.classes');
    await view(coach, 'classes');
    assert.equal((await trainerState(coach)).classes.list[0].students.length, 3);

    // On a desktop, in English and then in Spanish (chosen on Home); then on the phone again.
    await coach.page.setViewportSize(DESKTOP.viewport);
    await tableOnScreen(coach, DESKTOP.viewport.height, 'class-table-desktop-en');
    await printsOnOnePage(coach);
    await tapTrainer(coach, 'classes.back');
    await inClassroom(coach, 'en');
    await tapTrainer(coach, 'mine.back');
    await tapTrainer(coach, 'trainer.home');
    await tapAndSettle(coach, 'home.language.es');
    await coach.page.waitForFunction(() => {
      const s = window.flagfall.state();
      return s.words.language === 'es' && s.words.complete;
    });
    await openMine(coach);
    await tapTrainer(coach, 'mine.classes');
    await view(coach, 'classes');
    const spanish = await coach.page.locator('#mirror-content').textContent();
    assert.ok(spanish.includes('Resultados de clase') && spanish.includes('1 de 3 correctas'), spanish);
    await tableOnScreen(coach, DESKTOP.viewport.height, 'class-table-desktop-es');
    await tapTrainer(coach, 'classes.back');
    await inClassroom(coach, 'es');
    await tapTrainer(coach, 'mine.classes');
    await view(coach, 'classes');
    await coach.page.setViewportSize(PHONE_FAST.viewport);
    await tableOnScreen(coach, 844, 'class-table-phone-es');
    assert.deepEqual(coach.problems, []);
  } finally {
    await coach.close();
  }
});
