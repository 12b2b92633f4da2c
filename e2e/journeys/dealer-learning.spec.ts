import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { answerQuiz } from '../support/course-quiz';
import { DealerDashboardPage } from '../support/dealer-dashboard.page';

const S = '/ignite/sales';

/** A course page (`/ignite/sales/learning/courses/{id}`, the url the training API gives) through the composed site. */
test('a course opened by its own URL: going through it and passing its quiz raises the path progress and the Learning points', async ({ page }) => {
  const dealer = new DealerDashboardPage(page);
  await dealer.signInAs('demo.sales2', 'Sales#2026', 'Taylor');
  const learningBefore = await dealer.pointTotal('Learning');

  await dealer.openLearning();
  const path = dealer.region.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    .filter({ has: page.getByRole('listitem').filter({ hasNotText: 'Completed' }) }).first();
  const pathName = (await path.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const progressBefore = Number(await path.getByRole('progressbar').getAttribute('aria-valuenow'));
  const link = path.getByRole('listitem').filter({ hasNotText: 'Completed' }).getByRole('link').first();
  const courseName = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${S}/learning/courses/[^/]+$`));

  await test.step('a full page load of the course URL (through the splash) opens the course', async () => {
    await page.goto(href);
    await expect(page).toHaveURL(href);
    await expect(dealer.heading(courseName)).toBeVisible();
    await expect(dealer.region.getByText(new RegExp(`^${pathName} · page 1 of \\d+$`))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  let earned = 0;
  await test.step('page through it and pass its quiz, which completes it', async () => {
    const next = dealer.region.getByRole('button', { name: 'Next page' });
    while (await next.isVisible()) await next.click();
    await answerQuiz(dealer.region, true);
    const status = dealer.region.getByRole('status').filter({ hasText: 'learning points earned' });
    await expect(status).toBeVisible();
    earned = Number((await status.textContent())?.match(/(\d+) learning points earned/)?.[1]);
    expect(earned).toBeGreaterThan(0);
    await expect(dealer.region.getByRole('button', { name: 'Submit answers' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('the dashboard shows the higher path progress and the Learning points earned', async () => {
    await page.goto(`${S}/dashboard`);
    await expect.poll(() => dealer.pointTotal('Learning')).toBe(learningBefore + earned);
    const bar = dealer.card('Learning progress').getByRole('progressbar', { name: `${pathName} progress` });
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(progressBefore);
  });

  await test.step('the course, opened again, says it is completed and offers no second completion', async () => {
    await page.goto(href);
    await expect(dealer.heading(courseName)).toBeVisible();
    await expect(dealer.region.getByText('You have completed this course; its points are already counted.')).toBeVisible();
  });
});
