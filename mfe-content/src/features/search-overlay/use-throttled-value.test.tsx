import { act, renderHook } from '@testing-library/react';
import { useThrottledValue } from './use-throttled-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useThrottledValue (spec: validation rules: suggestions throttled 300 ms)', () => {
  it('passes the first change at once, holds later ones to one per 300 ms, and always delivers the last', () => {
    const { result, rerender } = renderHook(({ v }) => useThrottledValue(v, 300), { initialProps: { v: '' } });
    rerender({ v: 'm' });
    act(() => jest.advanceTimersByTime(0));
    expect(result.current).toBe('m');
    rerender({ v: 'mo' });
    act(() => jest.advanceTimersByTime(100));
    rerender({ v: 'mon' });
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('m');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('mon');
  });
});
