import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { collectResources } from './resource-seed';
import { usePagedResource } from './use-paged-resource';

interface Page { items: string[]; total: number }
const ALL = ['a', 'b', 'c', 'd', 'e'];
const pageAt = (offset: number): Page => ({ items: ALL.slice(offset, offset + 2), total: ALL.length });

function List({ listKey, fetchPage }: { listKey: string; fetchPage: (loaded: readonly Page[]) => Promise<Page> }) {
  const list = usePagedResource(listKey, fetchPage);
  if (list.status === 'loading') return <p>Loading</p>;
  if (list.status === 'error') return <button onClick={list.reload}>Try again</button>;
  const items = list.data.flatMap((p) => p.items);
  return (
    <>
      <p>{items.join(',')}</p>
      {list.more === 'error' ? <p role="alert">More failed</p> : null}
      {items.length < list.data[0].total ? <button onClick={list.showMore} disabled={list.more === 'loading'}>Show more</button> : null}
    </>
  );
}

const byOffset = (loaded: readonly Page[]) => Promise.resolve(pageAt(loaded.flatMap((p) => p.items).length));

describe('a list paged on the server', () => {
  it('shows the first page, then appends each next page until all are shown', async () => {
    const fetchPage = jest.fn(byOffset);
    render(<List listKey="letters" fetchPage={fetchPage} />);
    expect(await screen.findByText('a,b')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('a,b,c,d')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('a,b,c,d,e')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('keeps what is shown when a later page fails, and asks for it again', async () => {
    let fail = true;
    const fetchPage = (loaded: readonly Page[]) => (loaded.length && fail ? Promise.reject(new Error('down')) : byOffset(loaded));
    render(<List listKey="letters" fetchPage={fetchPage} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More failed');
    expect(screen.getByText('a,b')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('a,b,c,d')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts again at the first page for a new key', async () => {
    const { rerender } = render(<List listKey="letters" fetchPage={byOffset} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('a,b,c,d')).toBeInTheDocument();
    rerender(<List listKey="other letters" fetchPage={byOffset} />);
    expect(await screen.findByText('a,b')).toBeInTheDocument();
  });

  it('retries a failed first page', async () => {
    let fail = true;
    render(<List listKey="letters" fetchPage={(loaded) => (fail ? Promise.reject(new Error('down')) : byOffset(loaded))} />);
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('a,b')).toBeInTheDocument();
  });

  it('asks the server render for its first page, so a drawn page is seeded with it', async () => {
    const needed = collectResources(() => renderToString(<List listKey="letters" fetchPage={byOffset} />));
    expect([...needed.keys()]).toEqual(['letters']);
    await waitFor(async () => expect(await needed.get('letters')!()).toEqual(pageAt(0)));
  });
});
