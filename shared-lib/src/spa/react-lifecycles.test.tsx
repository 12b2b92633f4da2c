import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { BrowserRouter } from '@rv/shared-lib/router';
import { lazyPage } from './lazy-page';
import { reactLifecycles } from './react-lifecycles';
import { preloadRoutedPage, RoutedPages } from './routed-pages';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{label} {count}</button>;
}

const lifecycles = reactLifecycles(() => <Counter label="Clicked" />, 'this page');

function region(html = '') {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('reactLifecycles', () => {
  it('renders the page into an empty region', async () => {
    const domElement = region();
    await act(() => lifecycles.mount({ name: 'mfe-test', domElement }));
    expect(domElement.querySelector('button')?.textContent).toBe('Clicked 0');
    await act(() => lifecycles.unmount({ name: 'mfe-test', domElement }));
    expect(domElement.innerHTML).toBe('');
  });

  it('hydrates the page the server drew: the same elements, made live and interactive', async () => {
    const drawn = `<div data-server-page style="display:contents">${renderToString(<Counter label="Clicked" />)}</div>`;
    const domElement = region(drawn);
    const button = domElement.querySelector('button');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => lifecycles.mount({ name: 'mfe-test', domElement }));
    expect(domElement.querySelector('button')).toBe(button);
    expect(domElement.querySelector('[data-server-page]')).toHaveAttribute('data-live', '');
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
    await act(() => lifecycles.unmount({ name: 'mfe-test', domElement }));
  });

  it('hydrates a drawn lazy page once its code has loaded, so a page marked live always answers a tap', async () => {
    const Page = () => <Counter label="Tapped" />;
    let arrive!: (page: typeof Page) => void;
    const code = new Promise<typeof Page>((resolve) => { arrive = resolve; });
    const pages = { glossary: lazyPage(() => code) };
    const lazyLifecycles = reactLifecycles(() => <BrowserRouter><RoutedPages pages={pages} /></BrowserRouter>, 'this page', { beforeHydrating: () => preloadRoutedPage(pages, '/glossary', 'keystone') });
    const drawn = renderToString(<StaticRouter location="/glossary"><RoutedPages pages={{ glossary: Page }} /></StaticRouter>);
    const domElement = region(`<div data-server-page style="display:contents">${drawn}</div>`);
    const button = domElement.querySelector('button');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/glossary');
    let mounted!: Promise<void>;
    await act(async () => { mounted = lazyLifecycles.mount({ name: 'mfe-test', domElement }); });
    expect(domElement.querySelector('[data-server-page]')).not.toHaveAttribute('data-live');
    await act(async () => {
      arrive(Page);
      await mounted;
    });
    expect(domElement.querySelector('[data-server-page]')).toHaveAttribute('data-live', '');
    expect(domElement.querySelector('button')).toBe(button);
    expect(domElement.querySelector('[role="status"]')).toBeNull();
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Tapped 1');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('[hydration]'))).toEqual([]);
    warn.mockRestore();
    window.history.pushState({}, '', '/');
    await act(() => lazyLifecycles.unmount({ name: 'mfe-test', domElement }));
  });

  it('renders again, and says so, when the drawn HTML does not match', async () => {
    const domElement = region('<div data-server-page style="display:contents"><p>Something else</p></div>');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => lifecycles.mount({ name: 'mfe-test', domElement }));
    expect(domElement.querySelector('button')?.textContent).toBe('Clicked 0');
    expect(domElement.querySelector('p')).toBeNull();
    expect(warn.mock.calls.some(([message]) => String(message).includes('[hydration]'))).toBe(true);
    warn.mockRestore();
    error.mockRestore();
    await act(() => lifecycles.unmount({ name: 'mfe-test', domElement }));
  });
});
