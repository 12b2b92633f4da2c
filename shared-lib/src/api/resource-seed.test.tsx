import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  clearSeededResources, collectResources, isSeedable, resourceSeedScript, seedOfPageHtml, seedResourcesFromDocument, withSeededResources,
} from './resource-seed';
import { useResource } from './use-resource';
import { errorStatus } from './http-client';
import { isNotFoundError } from '@rv/ui-kit';
import { failureSeedEntry } from '../spa/server-render';
import { afterPendingWork } from '../testing/pending-work';

function Greeting({ fetcher }: { fetcher: () => Promise<string> }) {
  const state = useResource('greeting', fetcher);
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

afterEach(() => {
  clearSeededResources();
  document.body.innerHTML = '';
});

describe('resources the server rendered a page with', () => {
  it('collects what a server render asks for, then renders with it seeded', async () => {
    const fetcher = jest.fn(() => Promise.resolve('Hello from the API'));
    const needed = collectResources(() => renderToString(<Greeting fetcher={fetcher} />));
    expect([...needed.keys()]).toEqual(['greeting']);
    expect(fetcher).not.toHaveBeenCalled();
    const values = Object.fromEntries(await Promise.all([...needed].map(async ([key, load]) => [key, await load()])));
    const html = withSeededResources(values, () => renderToString(<Greeting fetcher={fetcher} />));
    expect(html).toContain('Hello from the API');
    // The seed lasts one render: the next page starts without it.
    expect(renderToString(<Greeting fetcher={fetcher} />)).toContain('loading');
  });

  it('starts the browser from the seed in the page and does not fetch it again', async () => {
    document.body.innerHTML = resourceSeedScript({ greeting: 'Seeded </script><b>hi</b>' });
    seedResourcesFromDocument();
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    render(<Greeting fetcher={fetcher} />);
    expect(screen.getByText('Seeded </script><b>hi</b>')).toBeInTheDocument();
    await afterPendingWork();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('reads the seed out of a page\'s HTML text, and nothing out of a page without a sound one', () => {
    const values = { 'model:a': { referenceId: 'A', note: 'ends </script> here' }, greeting: 'hi' };
    expect(seedOfPageHtml(`<html><head></head><body><div>page</div>${resourceSeedScript(values)}<script src="/static/main.js"></script></body></html>`)).toEqual(values);
    expect(seedOfPageHtml('<html><body>no seed</body></html>')).toEqual({});
    expect(seedOfPageHtml('<script id="rv-seed" type="application/json">{"cut": </script>')).toEqual({});
    expect(seedOfPageHtml('<script id="rv-seed" type="application/json">[1, 2]</script>')).toEqual({});
    expect(seedOfPageHtml('<script id="rv-seed" type="application/json">{"never closed": 1}')).toEqual({});
  });

  it('starts from a 4xx the server met, as the same not-found error, without asking again', async () => {
    document.body.innerHTML = resourceSeedScript({ '!failed greeting': { isAxiosError: true, response: { status: 404 }, message: 'Request failed with status code 404' } });
    seedResourcesFromDocument();
    const fetcher = jest.fn(() => Promise.resolve('fetched'));
    function NotFound() {
      const state = useResource('greeting', fetcher);
      return <p>{state.status === 'error' ? `error ${errorStatus(state.error)} ${isNotFoundError(state.error)}` : state.status}</p>;
    }
    render(<NotFound />);
    expect(screen.getByText('error 404 true')).toBeInTheDocument();
    await afterPendingWork();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('leaves a read marked not to seed out of the server render, and reads it in the browser', async () => {
    const fetcher = jest.fn(() => Promise.resolve('transcript'));
    function Transcript() {
      const state = useResource('greeting', fetcher, { seed: false });
      return <p>{state.status === 'success' ? state.data : state.status}</p>;
    }
    expect(collectResources(() => renderToString(<Transcript />)).size).toBe(0);
    expect(withSeededResources({ greeting: 'seeded' }, () => renderToString(<Transcript />))).toContain('loading');
    document.body.innerHTML = resourceSeedScript({ greeting: 'seeded' });
    seedResourcesFromDocument();
    render(<Transcript />);
    expect(await screen.findByText('transcript')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('seeds only failures that will not pass: 4xx and lookups that found nothing', () => {
    expect(failureSeedEntry('a', { response: { status: 404 }, message: 'gone' })).toEqual(['!failed a', { isAxiosError: true, response: { status: 404 }, message: 'gone' }]);
    expect(failureSeedEntry('b', Object.assign(new Error('none'), { notFound: true }))).toEqual(['!failed b', { notFound: true, message: 'none' }]);
    expect(failureSeedEntry('c', { response: { status: 500 } })).toBeNull();
    expect(failureSeedEntry('d', new Error('timeout'))).toBeNull();
  });

  it('fetches what was not seeded, and ignores a broken seed', async () => {
    document.body.innerHTML = '<script id="rv-seed" type="application/json">{not json</script>';
    seedResourcesFromDocument();
    render(<Greeting fetcher={() => Promise.resolve('fetched')} />);
    await waitFor(() => expect(screen.getByText('fetched')).toBeInTheDocument());
  });

  it('seeds only what survives the page’s JSON unchanged', () => {
    expect(isSeedable({ title: 'Boondocking', tags: ['a', 1, true, null], nested: { missing: undefined } })).toBe(true);
    for (const value of [new Map([['a', 1]]), new Date(), { when: new Date() }, [new Set()], Number.NaN, () => 1, class Model {}]) expect(isSeedable(value)).toBe(false);
  });

  it('escapes the seed so data cannot end the script element', () => {
    expect(resourceSeedScript({ a: '</script><script>alert(1)</script>' })).not.toMatch(/<\/script><script>/);
  });
});
