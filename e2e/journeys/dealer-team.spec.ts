import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerQuiz } from '../support/course-quiz';
import { DealerTeamPage } from '../support/dealer-team.page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A manager requires a course of a salesperson by a due date; the salesperson fails its quiz, then passes it;
 * the team report shows the completion, and its CSV has the same figures.
 */
test('a required course, passed by its quiz, shows in the team report and its CSV', async ({ browser }) => {
  // Two people signed in side by side, each page checked with axe: longer than one visitor's journey.
  test.setTimeout(180_000);
  const salesPage = await (await browser.newContext()).newPage();
  const managerPage = await (await browser.newContext()).newPage();
  const sales = new DealerTeamPage(salesPage);
  const manager = new DealerTeamPage(managerPage);
  let course = '';
  let path = '';

  await test.step('the salesperson has a course not completed yet', async () => {
    await sales.signInAs('demo.sales', 'Sales#2026', 'Sam');
    await sales.openLearning();
    const open = sales.region.getByRole('listitem').filter({ has: salesPage.getByRole('heading', { level: 2 }) })
      .filter({ has: salesPage.getByRole('listitem').filter({ hasNotText: 'Completed' }) }).first();
    path = (await open.getByRole('heading', { level: 2 }).textContent()) ?? '';
    course = (await open.getByRole('listitem').filter({ hasNotText: 'Completed' }).getByRole('link').first().textContent()) ?? '';
    expect(course).not.toBe('');
  });

  const due = inDays(7);
  let before: Record<string, string> = {};
  await test.step('the manager requires it of the salesperson by a due date', async () => {
    await manager.signInAs('demo.manager', 'Manager#2026', 'Morgan');
    await manager.openMyTeam();
    await manager.requireCourse(`${course} (${path})`, 'Sam Sellers', due);
    await expect(manager.requiredCourseLine(course)).toHaveText(/: Due, due /);
    before = await manager.reportRow('Sam Sellers');
    expect(before['Required courses completed']).toBe('0 of 1');
    await expectNoAxeViolations(managerPage);
  });

  await test.step('the salesperson sees it required, fails the quiz first, then passes it', async () => {
    await sales.openLearning();
    const required = sales.card('Required courses');
    await expect(required.getByText(/^Due: due /)).toBeVisible();
    await required.getByRole('link', { name: course }).click();
    await expect(sales.heading(course)).toBeVisible();
    const next = sales.region.getByRole('button', { name: 'Next page' });
    while (await next.isVisible()) await next.click();
    await answerQuiz(sales.region, false);
    await expect(sales.region.getByRole('alert')).toHaveText(/^You scored 0% \(0 of \d+ correct\); the pass mark is 80%\. Not passed/);
    await expectNoAxeViolations(salesPage);
    await answerQuiz(sales.region, true);
    await expect(sales.region.getByRole('status')).toContainText('You scored 100%');
    await expect(sales.region.getByRole('status')).toContainText('passed. The course is complete.');
  });

  await test.step('the team report shows the completion, and the CSV has the same figures', async () => {
    await manager.openMyTeam();
    await expect(manager.requiredCourseLine(course)).toHaveText(/: Completed, due /);
    const after = await manager.reportRow('Sam Sellers');
    expect(after['Required courses completed']).toBe('1 of 1');
    const [heading, ...rows] = await manager.reportCsv();
    const sam = Object.fromEntries(heading.map((h, i) => [h, rows.find((r) => r[0] === 'Sam Sellers')?.[i]]));
    expect(sam).toMatchObject({
      'Units sold': after['Units sold'], 'Claims made': after['Claims made'], 'Claims paid': after['Claims paid'],
      'Required courses completed': '1', 'Required courses assigned': '1',
    });
    expect(`$${Number(sam['Claims paid amount']).toLocaleString('en-US')}`).toBe(after['Claims paid amount']);
  });
});
