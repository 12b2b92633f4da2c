import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';

/**
 * start-after-paint.js also keeps a tap on a button of the drawn page made before React hydrated it:
 * the button is shown pending, then tapped again once its wrapper is live. Its own file: the script
 * listens on the document, and each run of it would add a listener.
 */
const source = fs.readFileSync(path.join(__dirname, 'start-after-paint.js'), 'utf8');

describe('a tap before the drawn page is live', () => {
  it('is shown pending, acted on once, when the page is hydrated; links and live pages are left alone', async () => {
    document.body.innerHTML = '<div id="root"><div data-server-rendered><header><button type="button">Menu</button><a href="#models">Models</a></header>'
      + '<main><div id="rv-region-mfe-catalog" data-server-rendered><div data-server-page style="display:contents"><button type="button" aria-busy="false">Compare</button></div></div></main></div></div>';
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => document.createElement('script') });
    new Function(source)();
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
});
