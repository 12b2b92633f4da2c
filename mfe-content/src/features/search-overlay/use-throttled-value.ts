import { useEffect, useRef, useState } from 'react';

/**
 * The value at most once per `ms` (spec: validation rules: suggestions throttled 300 ms): the first change goes
 * through at once, later ones wait for the window to end, and the last value always arrives.
 */
export function useThrottledValue<T>(value: T, ms: number): T {
  const [throttled, setThrottled] = useState(value);
  const lastEmit = useRef(0);
  useEffect(() => {
    // Nothing new to pass on (the first render included): no emit, so the window stays open.
    if (Object.is(value, throttled)) return undefined;
    const wait = Math.max(0, lastEmit.current + ms - Date.now());
    const timer = window.setTimeout(() => {
      lastEmit.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [value, ms, throttled]);
  return throttled;
}
