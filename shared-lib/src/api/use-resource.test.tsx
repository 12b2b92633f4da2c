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

describe('reads started together', () => {
  function Reader({ id, fetcher }: { id: string; fetcher: () => Promise<string> }) {
    const read = useResource(`reader:${id}`, fetcher);
    return <p>{read.status === 'success' ? read.data : read.status}</p>;
  }

  it('each starts in a task of its own where the browser can yield, and one gone before its turn asks nothing', async () => {
    const turns: Array<() => void> = [];
    (globalThis as { scheduler?: unknown }).scheduler = { yield: () => new Promise<void>((resolve) => turns.push(resolve)) };
    try {
      const first = jest.fn(async () => 'first answer');
      const second = jest.fn(async () => 'second answer');
      const { rerender } = render(<><Reader id="1" fetcher={first} /><Reader id="2" fetcher={second} /></>);
      expect(turns).toHaveLength(2);
      expect(first).not.toHaveBeenCalled();
      turns[0]();
      expect(await screen.findByText('first answer')).toBeInTheDocument();
      expect(second).not.toHaveBeenCalled();
      rerender(<Reader id="1" fetcher={first} />);
      turns[1]();
      await Promise.resolve();
      expect(second).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });
});
