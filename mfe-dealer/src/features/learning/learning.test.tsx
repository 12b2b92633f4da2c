import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, learningPaths, NP } from '../dashboard/portal-fixtures';

const S = '/ignite/sales';
const NPV = '/api/northpass/v1';
const data = (value: unknown) => ({ status: 200, data: value });

function learning(overrides: Record<string, MockHandler> = {}) {
  return mockApi({ ...accountRoutes(), [`GET ${NPV}/people/${NP}/learning_paths`]: data(learningPaths()), ...overrides });
}

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('learning (dealer spec: screens and routes; entities and fields; validation rules)', () => {
  it('lists paths sorted by name with progress, counts and course links', async () => {
    learning();
    renderApp(`${S}/learning`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Montana Product Training' });
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((t) => t.textContent)).toEqual(['Required courses', 'Cougar Product Training', 'Montana Product Training']);
    expect(screen.getByText('1 of 2 courses completed (50%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Montana Product Training progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Montana floorplans' })).toHaveAttribute('href', `${S}/learning/courses/c-4`);
  });

  it('goes through a course and completes it by passing its quiz: a failed attempt says so with the score first', async () => {
    const quiz = { passMarkPercent: 80, questions: [{ id: 'q1', text: 'Which hitch?', choices: ['Fifth wheel', 'Bumper pull'] }, { id: 'q2', text: 'Which tow vehicle?', choices: ['Half-ton', 'Scooter'] }] };
    const completion = { alreadyCompleted: false, learningPointsAwarded: 100, learningPath: { ...learningPaths()[1], progress: 100, courseCompleted: 1 } };
    const log = learning({
      [`GET ${NPV}/courses/c-1`]: data({ ...learningPaths()[1].courses[0], learningPathId: 'lp-cg', learningPathName: 'Cougar Product Training', brandCode: 'CG',
        pages: [{ title: 'Welcome', body: 'Meet the Cougar.' }, { title: 'Floorplans', body: 'Bunkhouses and more.' }], quiz }),
      [`POST ${NPV}/people/${NP}/courses/c-1/quiz-attempts`]: (request) => {
        const right = JSON.stringify((request.body as { answers: number[] }).answers) === '[1,0]';
        return data(right
          ? { correct: 2, total: 2, scorePercent: 100, passed: true, passMarkPercent: 80, message: 'You scored 100% (2 of 2 correct): passed. The course is complete.', completion }
          : { correct: 1, total: 2, scorePercent: 50, passed: false, passMarkPercent: 80, message: 'You scored 50% (1 of 2 correct); the pass mark is 80%. Not passed: review the pages and try again.', completion: null });
      },
    });
    const user = userEvent.setup();
    const app = renderApp(`${S}/learning`);
    await user.click(await screen.findByRole('link', { name: 'Cougar walkthrough' }));
    expect(app.location()).toBe(`${S}/learning/courses/c-1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cougar walkthrough' })).toBeInTheDocument();
    expect(screen.getByText('Meet the Cougar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question first: 2 left.');
    expect(requestsTo(log, `POST ${NPV}/people/${NP}/courses/c-1/quiz-attempts`)).toHaveLength(0);
    const first = screen.getByRole('group', { name: '1. Which hitch?' });
    const second = screen.getByRole('group', { name: '2. Which tow vehicle?' });
    await user.click(within(first).getByRole('radio', { name: 'Fifth wheel' }));
    await user.click(within(second).getByRole('radio', { name: 'Half-ton' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(/^You scored 50% \(1 of 2 correct\); the pass mark is 80%/)).toHaveAttribute('role', 'alert');
    await user.click(within(first).getByRole('radio', { name: 'Bumper pull' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You scored 100% (2 of 2 correct): passed. The course is complete. 100 learning points earned. Cougar Product Training is 100% complete.');
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    expect(requestsTo(log, `POST ${NPV}/people/${NP}/courses/c-1/quiz-attempts`).map((r) => r.body)).toEqual([{ answers: [0, 0] }, { answers: [1, 0] }]);
    await user.click(screen.getByRole('button', { name: 'Back to learning paths' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning' })).toBeInTheDocument();
    expect(requestsTo(log, `GET ${NPV}/people/${NP}/learning_paths`)).toHaveLength(2);
  });

  it('opens a course by its own URL (the url the training API gives); a completed course offers no quiz', async () => {
    const course = { ...learningPaths()[0].courses[0], learningPathId: 'lp-mo', learningPathName: 'Montana Product Training', brandCode: 'MO', pages: [{ title: 'Hello', body: 'Montana.' }],
      quiz: { passMarkPercent: 80, questions: [{ id: 'q1', text: 'Which?', choices: ['This'] }] } };
    learning({ [`GET ${NPV}/courses/c-3`]: data(course) });
    renderApp(course.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Montana basics' })).toBeInTheDocument();
    expect(screen.getByText('Montana Product Training · page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('You have completed this course; its points are already counted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
  });

  it('sends an old ?course= link to the course page, and says when a course cannot be loaded', async () => {
    learning({ [`GET ${NPV}/courses/c-9`]: { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Course c-9 was not found' } } });
    const app = renderApp(`${S}/learning?course=c-9`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your course could not be loaded: Course c-9 was not found');
    expect(app.location()).toBe(`${S}/learning/courses/c-9`);
  });

  it("a path's own url (?path={id}) moves focus to that path", async () => {
    learning();
    renderApp(`${S}/learning?path=lp-mo`);
    const title = await screen.findByRole('heading', { level: 2, name: 'Montana Product Training' });
    expect(title).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Cougar Product Training' })).not.toHaveAttribute('tabindex');
  });

  it('shows the required courses with due dates, overdue ones marked, and a certificate for a completed path', async () => {
    const required = [
      { assignmentId: 1, courseId: 'c-4', courseName: 'Montana floorplans', dueDate: '2026-11-20', state: 'overdue', stateName: 'Overdue', completedAt: null, url: `${S}/learning/courses/c-4` },
      { assignmentId: 2, courseId: 'c-3', courseName: 'Montana basics', dueDate: '2026-12-20', state: 'completed', stateName: 'Completed', completedAt: '2026-12-01T00:00:00Z', url: `${S}/learning/courses/c-3` },
    ];
    const done = { ...learningPaths()[0], progress: 100, courseCompleted: 2 };
    const log = learning({
      'GET /api/northpass/v1/krv/required-courses': data(required),
      [`GET ${NPV}/people/${NP}/learning_paths`]: data([done, learningPaths()[1]]),
      [`GET ${NPV}/people/${NP}/learning_paths/lp-mo/certificate`]: data(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    URL.createObjectURL = jest.fn(() => 'blob:certificate');
    URL.revokeObjectURL = jest.fn();
    const user = userEvent.setup();
    renderApp(`${S}/learning`);
    const section = await screen.findByRole('region', { name: 'Required courses' });
    expect(await within(section).findByRole('link', { name: 'Montana floorplans' })).toHaveAttribute('href', `${S}/learning/courses/c-4`);
    expect(within(section).getByText('Overdue: due Nov 20, 2026')).toBeInTheDocument();
    expect(within(section).getByText('Completed: due Dec 20, 2026')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Download certificate/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Download certificate for Montana Product Training' }));
    expect(requestsTo(log, `GET ${NPV}/people/${NP}/learning_paths/lp-mo/certificate`)).toHaveLength(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('loading, empty and error states', async () => {
    learning({ [`GET ${NPV}/people/${NP}/learning_paths`]: 'pending' });
    const first = renderApp(`${S}/learning`);
    expect(await screen.findByText('Loading learning paths…')).toBeInTheDocument();
    first.unmount();
    learning({ [`GET ${NPV}/people/${NP}/learning_paths`]: data([]) });
    const second = renderApp(`${S}/learning`);
    expect(await screen.findByText('No learning paths are assigned to you yet.')).toBeInTheDocument();
    second.unmount();
    learning({ [`GET ${NPV}/people/${NP}/learning_paths`]: { status: 500, data: { message: 'Learning is down' } } });
    renderApp(`${S}/learning`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your learning paths could not be loaded: Learning is down');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
