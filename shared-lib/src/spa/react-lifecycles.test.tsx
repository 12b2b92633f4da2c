import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { reactLifecycles } from './react-lifecycles';

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
