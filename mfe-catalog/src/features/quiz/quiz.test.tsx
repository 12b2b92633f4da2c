import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import { QUIZ_QUESTIONS } from '../quiz-state';
import { QuizOverlay } from './components/quiz-overlay.component';
import { QuizQuestion } from './components/quiz-question.component';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname}{search}</p>;
}

const at = (url: string, element: React.ReactNode) => render(
  <MemoryRouter initialEntries={[url]}><Routes><Route path="*" element={<>{element}<Where /></>} /></Routes></MemoryRouter>,
);

describe('Get Matched overlay (spec: screens and routes; states and transitions)', () => {
  it('shows progress, Results Found and Start Over before any answer; closing leaves without asking', async () => {
    at('/get-matched', <QuizOverlay answers={{}} query="" step={0} found={42}>x</QuizOverlay>);
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('Results Found: 42');
    expect(screen.getByRole('link', { name: 'Start Over' })).toHaveAttribute('href', '/get-matched/new-owner');
    await userEvent.click(screen.getByRole('button', { name: 'Close Get Matched' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('once answered: Back to Results, and closing asks first', async () => {
    at('/get-matched/sleeps', <QuizOverlay answers={{ 'new-owner': ['yes'] }} query="?new-owner=yes" step={3} found={null}>x</QuizOverlay>);
    expect(screen.getByRole('status')).toHaveTextContent('Finding matches…');
    expect(screen.getByRole('link', { name: 'Back to Results' })).toHaveAttribute('href', '/get-matched/results?new-owner=yes');
    await userEvent.click(screen.getByRole('button', { name: 'Close Get Matched' }));
    expect(screen.getByRole('dialog', { name: 'Leave Get Matched?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close Get Matched' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('a quiz question', () => {
  const tow = QUIZ_QUESTIONS[1];
  it('disables answers with no results and moves on, resetting later answers when an earlier one changes', async () => {
    const answers = { 'new-owner': ['yes'], 'tow-vehicle': ['half-ton'], sleeps: ['3-4'] };
    at('/get-matched/tow-vehicle', <QuizQuestion question={tow} index={1} answers={answers} disabled={new Set(['tow-vehicle:suv-light'])} />);
    expect(screen.getByRole('button', { name: /SUV \/ Light truck/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /SUV/ })).toHaveTextContent('No matches with your answers');
    expect(screen.getByRole('button', { name: 'Half-ton truck' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '1-ton truck or larger' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/get-matched/sleeps?new-owner=yes&tow-vehicle=one-ton');
  });

  it('must-have features take several answers', async () => {
    const features = QUIZ_QUESTIONS[QUIZ_QUESTIONS.length - 1];
    at('/get-matched/features', <QuizQuestion question={features} index={QUIZ_QUESTIONS.length - 1} answers={{ features: ['bunkhouse'] }} disabled={new Set(['features:fireplace'])} />);
    expect(screen.getByRole('checkbox', { name: /Fireplace/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'King bed' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/get-matched/features?features=bunkhouse%2Cking_bed');
    expect(screen.getByRole('link', { name: 'See my results' })).toHaveAttribute('href', '/get-matched/results?features=bunkhouse');
  });
});
