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
    const titles = await screen.findAllByRole('heading', { level: 2 });
    expect(titles.map((t) => t.textContent)).toEqual(['Cougar Product Training', 'Montana Product Training']);
    expect(screen.getByText('1 of 2 courses completed (50%)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Montana Product Training progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Montana floorplans' })).toHaveAttribute('href', `${S}/learning/courses/c-4`);
  });

  it('goes through a course and completes it, which raises the path progress', async () => {
    const log = learning({
      [`GET ${NPV}/courses/c-1`]: data({ ...learningPaths()[1].courses[0], learningPathId: 'lp-cg', learningPathName: 'Cougar Product Training', brandCode: 'CG',
        pages: [{ title: 'Welcome', body: 'Meet the Cougar.' }, { title: 'Floorplans', body: 'Bunkhouses and more.' }] }),
      [`POST ${NPV}/people/${NP}/courses/c-1/completion`]: data({ alreadyCompleted: false, learningPointsAwarded: 100, learningPath: { ...learningPaths()[1], progress: 100, courseCompleted: 1 } }),
    });
    const user = userEvent.setup();
    const app = renderApp(`${S}/learning`);
    await user.click(await screen.findByRole('link', { name: 'Cougar walkthrough' }));
    expect(app.location()).toBe(`${S}/learning/courses/c-1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cougar walkthrough' })).toBeInTheDocument();
    expect(screen.getByText('Meet the Cougar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Complete course' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Course completed: 100 learning points earned. Cougar Product Training is 100% complete.');
    expect(requestsTo(log, `POST ${NPV}/people/${NP}/courses/c-1/completion`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to learning paths' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning' })).toBeInTheDocument();
    expect(requestsTo(log, `GET ${NPV}/people/${NP}/learning_paths`)).toHaveLength(2);
  });

  it('opens a course by its own URL (the url the training API gives); a completed course offers no completion', async () => {
    const course = { ...learningPaths()[0].courses[0], learningPathId: 'lp-mo', learningPathName: 'Montana Product Training', brandCode: 'MO', pages: [{ title: 'Hello', body: 'Montana.' }] };
    learning({ [`GET ${NPV}/courses/c-3`]: data(course) });
    renderApp(course.url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Montana basics' })).toBeInTheDocument();
    expect(screen.getByText('Montana Product Training · page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('You have completed this course; its points are already counted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete course' })).not.toBeInTheDocument();
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
