import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@rv/shared-lib/router';
import type { PageProps } from './routed-pages';
import { preloadRoutedPage, RoutedPages } from './routed-pages';
import { lazyPage } from './lazy-page';
import { RemoteErrorBoundary } from './react-lifecycles';

function Glossary({ route }: PageProps) {
  return <h1>Page {route.name}</h1>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function show(pages: Parameters<typeof RoutedPages>[0]['pages'], path = '/glossary') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteErrorBoundary fallback={(_error, retry) => <button type="button" onClick={retry}>Try again</button>}>
        <RoutedPages pages={pages} />
      </RemoteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('lazy pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a loading status until the page code arrives, then the page', async () => {
    const load = deferred<typeof Glossary>();
    show({ glossary: lazyPage(() => load.promise) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    await act(async () => load.resolve(Glossary));
    expect(screen.getByRole('heading', { name: 'Page glossary' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets the error boundary offer Try again when the chunk fails, and loads afresh on retry', async () => {
    const attempts = [deferred<typeof Glossary>(), deferred<typeof Glossary>()];
    let call = 0;
    show({ glossary: lazyPage(() => attempts[call++].promise) });
    await act(async () => attempts[0].reject(new Error('ChunkLoadError: Loading chunk 248 failed.')));
    const retry = screen.getByRole('button', { name: 'Try again' });
    act(() => retry.click());
    expect(call).toBe(2);
    await act(async () => attempts[1].resolve(Glossary));
    expect(screen.getByRole('heading', { name: 'Page glossary' })).toBeInTheDocument();
  });

  it('draws a preloaded page in its first render, with no loading status', async () => {
    const load = jest.fn(() => Promise.resolve(Glossary));
    const page = lazyPage(load);
    await page.preload();
    show({ glossary: page });
    expect(screen.getByRole('heading', { name: 'Page glossary' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads the page of the route a path shows, and only that one', async () => {
    const glossary = jest.fn(() => Promise.resolve(Glossary));
    const inventory = jest.fn(() => Promise.resolve(Glossary));
    await preloadRoutedPage({ glossary: lazyPage(glossary), inventory: lazyPage(inventory), index: Glossary }, '/glossary', 'keystone');
    await preloadRoutedPage({ index: Glossary }, '/', 'keystone');
    await preloadRoutedPage({ glossary: lazyPage(glossary) }, '/no/such/route/at/all', 'keystone');
    expect(glossary).toHaveBeenCalledTimes(1);
    expect(inventory).not.toHaveBeenCalled();
  });

  it('loads the code once for every later visit', async () => {
    const load = jest.fn(() => Promise.resolve(Glossary));
    const page = lazyPage(load);
    const first = show({ glossary: page });
    expect(await screen.findByRole('heading', { name: 'Page glossary' })).toBeInTheDocument();
    first.unmount();
    show({ glossary: page });
    expect(await screen.findByRole('heading', { name: 'Page glossary' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
