import { act, render, screen } from '@testing-library/react';
import { useReveal, type RevealOptions } from './use-reveal';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnect: jest.Mock }> = [];

function Card(props: RevealOptions) {
  const { ref, revealed } = useReveal<HTMLDivElement>(props);
  return <div ref={ref}>{revealed ? 'revealed' : 'hidden'}</div>;
}

function setMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'), media: query, addEventListener: jest.fn(), removeEventListener: jest.fn(), addListener: jest.fn(), removeListener: jest.fn(),
  }));
}

beforeEach(() => {
  observers = [];
  setMotion(false);
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = jest.fn((callback: Callback, options?: IntersectionObserverInit) => {
    const observer = { callback, options, disconnect: jest.fn(), observe: jest.fn() };
    observers.push(observer);
    return observer;
  });
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useReveal (spec: states and transitions, reveal on scroll)', () => {
  it('stays hidden until in view, then reveals after 200 ms and for good', () => {
    render(<Card />);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: false }]));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByText('hidden')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('revealed')).toBeInTheDocument();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it('takes a delay and a root margin', () => {
    render(<Card delayMs={50} rootMargin="0px 0px -10% 0px" />);
    expect(observers[0].options).toEqual({ rootMargin: '0px 0px -10% 0px' });
    act(() => observers[0].callback([{ isIntersecting: true }]));
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByText('revealed')).toBeInTheDocument();
  });

  it('shows content at once when motion is reduced or nothing can observe', () => {
    setMotion(true);
    const { unmount } = render(<Card />);
    expect(screen.getByText('revealed')).toBeInTheDocument();
    unmount();
    setMotion(false);
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Card />);
    expect(screen.getByText('revealed')).toBeInTheDocument();
  });
});
