import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/** True in a render that adopts server HTML: React reads a store's server snapshot only then (and on the server). */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, () => false, () => true);
}
