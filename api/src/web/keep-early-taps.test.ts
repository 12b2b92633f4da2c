/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { waitFor } from '@testing-library/react';
import { KEEP_EARLY_TAPS_SOURCE } from './keep-early-taps';

/**
 * The early-tap keeper runs inline at the top of a drawn page's head: it keeps a tap on a button of the
 * drawn page made before React hydrated it (shown pending, tapped again once its wrapper is live). Each
 * run of it adds a document listener, so each test takes a fresh document body and counts on its own.
 */
const DRAWN = '<header><button type="button">Menu</button><a href="#models">Models</a></header>'
  + '<main><div id="rv-region-mfe-catalog" data-server-rendered><div data-server-page style="display:contents"><button type="button" aria-busy="false">Compare</button></div></div></main>';

function runKeeper(): void {
  new Function(KEEP_EARLY_TAPS_SOURCE)();
}

describe('a tap before the drawn page is live', () => {
  it('is shown pending, acted on once, when the page is hydrated; links and live pages are left alone', async () => {
    // The keeper starts in the head, while the page below it is still being parsed.
    document.body.innerHTML = '';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    runKeeper();
    document.body.innerHTML = `<div id="root"><div data-server-rendered>${DRAWN}</div></div>`;
    delete (document as { readyState?: unknown }).readyState;
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const [menu, compare] = [...document.querySelectorAll('button')];
    const link = document.querySelector('a')!;
    const acted: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => acted.push((event.target as Element).textContent ?? ''));

    menu.click();
    menu.click();
    compare.click();
    link.click();
    expect(acted).toEqual(['Models']);
    expect(menu).toHaveAttribute('aria-busy', 'true');
    expect(menu).toHaveAttribute('data-pending');

    // The layout is hydrated: its button acts once, the page's is still pending.
    document.querySelector('#root > [data-server-rendered]')!.setAttribute('data-live', '');
    await waitFor(() => expect(acted).toEqual(['Models', 'Menu']));
    expect(menu).not.toHaveAttribute('aria-busy');
    expect(menu).not.toHaveAttribute('data-pending');
    expect(compare).toHaveAttribute('data-pending');

    document.querySelector('[data-server-page]')!.setAttribute('data-live', '');
    await waitFor(() => expect(acted).toEqual(['Models', 'Menu', 'Compare']));
    expect(compare).toHaveAttribute('aria-busy', 'false');

    // Everything is live: taps go straight through.
    compare.click();
    expect(acted).toEqual(['Models', 'Menu', 'Compare', 'Compare']);
  });

  it('lets every tap through on a page the browser draws (nothing drawn by the server)', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Sign in</button></div>';
    runKeeper();
    const acted: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => acted.push((event.target as Element).textContent ?? ''));
    document.querySelector('button')!.click();
    expect(acted).toEqual(['Sign in']);
  });
});
