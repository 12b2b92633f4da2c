import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLastAnswer, useResource } from './use-resource';

function Results({ term, answers }: { term: string; answers: Record<string, Promise<string>> }) {
  const search = useResource(term ? `search:${term}` : null, () => answers[term]);
  const shown = useLastAnswer(search, term !== '');
  return (
    <>
      <p>{shown ?? 'nothing'}</p>
      <p>{search.status}</p>
      {search.status === 'error' ? <button onClick={search.reload}>Try again</button> : null}
    </>
  );
}

describe('a read that follows a changing key', () => {
  it('keeps the last answer while the next key loads and when it fails, and forgets it when nothing is asked', async () => {
    let answerTents!: (value: string) => void;
    const answers = { a: Promise.resolve('answer a'), tents: new Promise<string>((resolve) => { answerTents = resolve; }), gone: Promise.reject(new Error('down')) };
    answers.gone.catch(() => undefined);
    const { rerender } = render(<Results term="a" answers={answers} />);
    expect(await screen.findByText('answer a')).toBeInTheDocument();
    rerender(<Results term="tents" answers={answers} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(screen.getByText('answer a')).toBeInTheDocument();
    answerTents('answer tents');
    expect(await screen.findByText('answer tents')).toBeInTheDocument();
    rerender(<Results term="gone" answers={answers} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    expect(screen.getByText('answer tents')).toBeInTheDocument();
    rerender(<Results term="" answers={answers} />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('asks again on reload after a failure', async () => {
    const fetcher = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    function Retry() {
      const state = useResource('retry', fetcher);
      return state.status === 'error' ? <button onClick={state.reload}>Try again</button> : <p>{state.data ?? 'loading'}</p>;
    }
    render(<Retry />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
