import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { navigateToUrl } from 'single-spa';
import { hydrateDrawnPage as hydrate, isHydrated as hydrated } from './drawn-page.fixtures';
import { DrawnHtml } from './drawn-html';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const specs = (price: string) => (
  <DrawnHtml as="dl" className="specs">
    <div><dt>Base MSRP:</dt><dd>{price}</dd></div>
    <div><dt>Detail:</dt><dd><a href="/product/alpine/fifth-wheels/floorplans/308RL">308RL</a> <a href="https://example.com/">Elsewhere</a></dd></div>
  </DrawnHtml>
);


afterEach(() => {
  document.body.innerHTML = '';
  jest.mocked(navigateToUrl).mockClear();
});

describe('DrawnHtml', () => {
  it('is drawn on the server with its children', () => {
    expect(renderToString(specs('$73,795'))).toContain('<dl class="specs"><div><dt>Base MSRP:</dt><dd>$73,795</dd></div>');
  });

  it('keeps the drawn HTML of a hydrated page without hydrating what is inside', async () => {
    // The browser's children differ on purpose: kept HTML is never rendered again.
    const { region, errors } = await hydrate(<div>{specs('$73,795')}</div>, <div>{specs('$1')}</div>);
    const list = region.querySelector('dl.specs')!;
    expect(list).toHaveTextContent('Base MSRP:$73,795');
    expect(hydrated(list)).toBe(true);
    expect(hydrated(list.querySelector('dd')!)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('renders its children where the browser draws the page itself', () => {
    render(specs('$73,795'));
    expect(screen.getByText('$73,795')).toBeInTheDocument();
  });

  it('renders its children when it appears after the drawn page was adopted', async () => {
    function Later() {
      const [shown, setShown] = useState(false);
      return <>{shown ? specs('$80,000') : <button type="button" onClick={() => setShown(true)}>Show</button>}</>;
    }
    const { region } = await hydrate(<Later />, <Later />);
    await act(async () => fireEvent.click(region.querySelector('button')!));
    expect(region.querySelector('dl')).toHaveTextContent('$80,000');
  });

  it('draws its children once what they are drawn from changes', async () => {
    const first = { price: '$73,795' };
    function Reused() {
      const [model, setModel] = useState(first);
      return (
        <>
          <DrawnHtml as="p" of={model}>{model.price}</DrawnHtml>
          <button type="button" onClick={() => setModel({ price: '$80,000' })}>Next</button>
        </>
      );
    }
    const { region } = await hydrate(<Reused />, <Reused />);
    expect(hydrated(region.querySelector('p')!.firstChild as Element)).toBe(false);
    await act(async () => fireEvent.click(region.querySelector('button')!));
    expect(region.querySelector('p')).toHaveTextContent('$80,000');
  });

  it('renders its children where the server left the place empty', async () => {
    const { region } = await hydrate(<div><dl className="specs" /></div>, <div>{specs('$73,795')}</div>);
    expect(region.querySelector('dl')).toHaveTextContent('$73,795');
  });

  it('follows a same-site link in kept HTML within the site, and leaves other links alone', async () => {
    const { region } = await hydrate(<div>{specs('$73,795')}</div>, <div>{specs('$73,795')}</div>);
    const inside = region.querySelector<HTMLAnchorElement>('a[href^="/product"]')!;
    expect(fireEvent.click(inside)).toBe(false);
    expect(navigateToUrl).toHaveBeenCalledWith('http://localhost/product/alpine/fifth-wheels/floorplans/308RL');
    jest.mocked(navigateToUrl).mockClear();
    const outside = region.querySelector<HTMLAnchorElement>('a[href^="https"]')!;
    outside.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(outside);
    fireEvent.click(inside, { ctrlKey: true });
    fireEvent.click(region.querySelector('dd')!);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
