import { expect, type Locator } from '@playwright/test';
import { LEAD_BRANDS } from '@rv/domain';
import { courseQuiz } from '../../api/src/seed/dealer-activity/course-quizzes';

/** The correct choice of every seeded quiz question, by the question's text (each course's quiz as the seed writes it). */
const SEEDED_ANSWERS = new Map(LEAD_BRANDS.flatMap((brand) => [0, 1, 2, 3].flatMap((position) =>
  courseQuiz(position, brand.name).map((q) => [q.text, q.choices[q.answer]] as const))));

/**
 * Answers the course page's quiz and submits it: every question right (`pass`), or every one wrong. Each
 * question is a group named by its number and text.
 */
export async function answerQuiz(region: Locator, pass: boolean) {
  const questions = region.getByRole('group', { name: /^\d+\. / });
  await expect(questions.first()).toBeVisible();
  for (const question of await questions.all()) {
    const text = ((await question.locator('legend').textContent()) ?? '').replace(/^\d+\.\s*/, '');
    const right = SEEDED_ANSWERS.get(text);
    expect(right, `a seeded answer to "${text}"`).toBeDefined();
    const choices = question.locator('label');
    const texts = (await choices.allTextContents()).map((t) => t.trim());
    await choices.nth(texts.findIndex((t) => (t === right) === pass)).getByRole('radio').check();
  }
  await region.getByRole('button', { name: 'Submit answers' }).click();
}
