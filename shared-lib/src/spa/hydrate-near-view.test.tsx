import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { DrawnByServer } from './drawn-by-server';
import { hydrateDrawnPage as hydrate, isHydrated as hydrated } from './drawn-page.fixtures';
import { HydrateNearView } from './hydrate-near-view';

/** The page's one IntersectionObserver, driven by the test: `comeNearView` reports an element as intersecting. */
const observed = new Set<Element>();
let report: IntersectionObserverCallback = () => undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = callback;
  }
  observe(element: Element) { observed.add(element); }
  unobserve(element: Element) { observed.delete(element); }
  disconnect() { observed.clear(); }
}
beforeAll(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});
afterEach(() => {
  document.body.innerHTML = '';
  observed.clear();
});

async function comeNearView(element: Element) {
  await act(async () => {
    report([{ target: element, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}

function Counter({ label = 'Add' }: { label?: string }) {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount((n) => n + 1)}>{label} ({count})</button>;
}

const rail = (label?: string) => (
  <HydrateNearView as="section" aria-label="Recommended">
    <Counter label={label} />
  </HydrateNearView>
);


describe('HydrateNearView', () => {
  it('is drawn on the server with its children', () => {
    expect(renderToString(rail())).toContain('<section aria-label="Recommended"><!--$--><button type="button">Add<!-- --> (<!-- -->0<!-- -->)</button><!--/$--></section>');
  });

  it('keeps the drawn HTML of a region below the fold until it comes near view, then hydrates it', async () => {
    const { region, errors } = await hydrate(rail(), rail());
    const section = region.querySelector('section')!;
    const button = section.querySelector('button')!;
    expect(hydrated(section)).toBe(true);
    expect(hydrated(button)).toBe(false);
    expect(button).toHaveTextContent('Add (0)');
    expect(observed.has(section)).toBe(true);

    await comeNearView(section);
    expect(section.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent('Add (1)');
    expect(observed.has(section)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('waits too inside a page whose code arrives after the drawn page was adopted', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => { arrive = resolve; });
    const LazyPage = lazy(() => code.then(() => ({ default: () => rail() })));
    const { region } = await hydrate(<Suspense fallback={null}>{rail()}</Suspense>, <Suspense fallback={null}><LazyPage /></Suspense>);
    await act(async () => arrive());
    const section = region.querySelector('section')!;
    expect(hydrated(section)).toBe(true);
    expect(hydrated(section.querySelector('button')!)).toBe(false);
    await comeNearView(section);
    expect(hydrated(section.querySelector('button')!)).toBe(true);
  });

  it('hydrates at once when a tap lands inside before it comes near view, and handles the tap', async () => {
    const { region } = await hydrate(rail(), rail());
    const button = region.querySelector('button')!;
    await act(async () => fireEvent.click(button));
    expect(hydrated(button)).toBe(true);
    expect(button).toHaveTextContent('Add (1)');
  });

  it('never shows nothing when new props reach it before it comes near view', async () => {
    const { region, root } = await hydrate(rail('Add'), rail('Add'));
    await act(async () => root.render(<DrawnByServer>{rail('Plus')}</DrawnByServer>));
    expect(region.querySelector('button')).toHaveTextContent('Plus (0)');
    expect(hydrated(region.querySelector('button')!)).toBe(true);
  });

  it('renders its children where the browser draws the page itself', () => {
    render(rail());
    expect(screen.getByRole('button', { name: 'Add (0)' })).toBeInTheDocument();
    expect(observed.size).toBe(0);
  });
});
