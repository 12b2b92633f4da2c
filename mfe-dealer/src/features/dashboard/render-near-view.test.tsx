import { act, render, screen, waitFor } from '@testing-library/react';
import { CARD_RENDER_MARGIN, RenderNearView } from './components/render-near-view.component';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
type Win = { IntersectionObserver?: unknown; requestIdleCallback?: unknown };
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }> = [];
let idleCallbacks: Array<() => void> = [];

/** Waits until the page asks for an idle period, then runs it. */
async function idlePeriod() {
  await waitFor(() => expect(idleCallbacks.length).toBeGreaterThan(0));
  await act(async () => idleCallbacks.shift()!());
}

beforeEach(() => {
  observers = [];
  idleCallbacks = [];
  (window as Win).IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
    const observer = { callback, options, disconnect: jest.fn(), observe: jest.fn() };
    observers.push(observer);
    return observer;
  });
  (window as Win).requestIdleCallback = jest.fn((callback: () => void) => idleCallbacks.push(callback));
});
afterEach(async () => {
  // The page's idle queue outlives a test: let it finish, as the browser would.
  while (idleCallbacks.length) await idlePeriod();
  delete (window as Win).IntersectionObserver;
  delete (window as Win).requestIdleCallback;
});

describe('a dashboard card below the fold', () => {
  it('is an empty card of its reserved height until it comes near view', () => {
    const { container } = render(<RenderNearView reserve="20rem"><p>Leaderboard</p></RenderNearView>);
    expect(screen.queryByText('Leaderboard')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '20rem' });
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(observers[0].options).toEqual({ rootMargin: CARD_RENDER_MARGIN });
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Leaderboard')).not.toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('Leaderboard')).toBeInTheDocument();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it('renders without a scroll too: after the page has loaded, one card per idle period, in page order', async () => {
    render(
      <>
        <RenderNearView reserve="10rem"><p>Notifications</p></RenderNearView>
        <RenderNearView reserve="10rem"><p>Leaderboard</p></RenderNearView>
      </>,
    );
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
    await idlePeriod(); // The page has loaded and is idle.
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    await waitFor(() => expect(idleCallbacks).toHaveLength(1)); // The next card waits for an idle period of its own.
    expect(screen.queryByText('Leaderboard')).not.toBeInTheDocument();
    await idlePeriod();
    expect(await screen.findByText('Leaderboard')).toBeInTheDocument();
  });

  it('renders at once where nothing can observe the viewport', () => {
    delete (window as Win).IntersectionObserver;
    render(<RenderNearView reserve="10rem"><p>Brochures</p></RenderNearView>);
    expect(screen.getByText('Brochures')).toBeInTheDocument();
  });
});
