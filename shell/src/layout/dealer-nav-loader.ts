import type { ComponentType } from 'react';

let loading: Promise<{ default: ComponentType<{ pathname: string }> }> | null = null;

/**
 * The dealer portal's navigation code, fetched once: consumer pages never need it (about 2 KB of gzip on
 * their first load), and a portal page asks for it as soon as its path is known, beside the portal remote.
 */
export function loadDealerNav(): Promise<{ default: ComponentType<{ pathname: string }> }> {
  loading ??= import('./dealer-nav').then((module) => ({ default: module.DealerNav }));
  return loading;
}
