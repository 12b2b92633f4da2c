import { act, render, screen } from '@testing-library/react';
import { CardSlider } from './components/card-slider.component';

type Observer = { callback: IntersectionObserverCallback };
const observers: Observer[] = [];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), addEventListener: jest.fn(), removeEventListener: jest.fn() })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  observers.length = 0;
  jest.useFakeTimers();
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) { observers.push({ callback }); }
    observe() {}
    disconnect() {}
  };
});
afterEach(() => jest.useRealTimers());

const slider = () => <CardSlider title="Cards" type="support-article" cards={[0, 1, 2, 3, 4, 5, 6].map((i) => ({ key: String(i), node: <span>Card {i}</span> }))} />;

describe('reveal on scroll (spec: states and transitions, 200 ms; 0.15 s steps up to 5)', () => {
  it('reveals 200 ms after the cards come into view, each card 150 ms after the one before (capped at 5 steps)', () => {
    setReducedMotion(false);
    render(slider());
    const list = screen.getAllByRole('list')[0];
    expect(list.className).toContain('hidden');
    act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    act(() => { jest.advanceTimersByTime(199); });
    expect(list.className).toContain('hidden');
    act(() => { jest.advanceTimersByTime(1); });
    expect(list.className).toContain('revealed');
    expect(screen.getAllByRole('listitem').map((li) => li.style.transitionDelay)).toEqual(['0ms', '150ms', '300ms', '450ms', '600ms', '750ms', '750ms']);
  });

  it('shows everything at once when the visitor prefers reduced motion', () => {
    setReducedMotion(true);
    render(slider());
    expect(screen.getAllByRole('list')[0].className).toContain('revealed');
    expect(observers).toHaveLength(0);
  });
});
