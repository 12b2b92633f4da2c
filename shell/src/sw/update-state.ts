import { useSyncExternalStore } from 'react';

/** Activates the waiting service worker and reloads; set when a new version is waiting. */
type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** The registration code calls this when a new service worker is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): ApplyUpdate | null {
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update's apply function, or null while there is none. */
export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, pendingUpdate, () => null);
}

/** Test seam. */
export function resetUpdateOffer(): void {
  pending = null;
  for (const listener of listeners) listener();
}
