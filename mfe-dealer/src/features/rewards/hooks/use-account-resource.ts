import { useResource, type ResourceState } from '@rv/shared-lib';
import type { AccountId } from './use-account-ids';

/**
 * Loads `fetcher(id)` once the account id is known; while the id is pending the view is loading,
 * and when the account could not be set up the view shows that as its error.
 */
export function useAccountResource<T>(account: AccountId, key: string, fetcher: (id: string) => Promise<T>): ResourceState<T> & { reload(): void } {
  const id = account.status === 'success' ? account.id : null;
  const state = useResource(id === null ? null : `${key}:${id}`, () => fetcher(id as string));
  if (account.status === 'loading') return { status: 'loading', data: null, error: null, reload: state.reload };
  if (account.status === 'error') return { status: 'error', data: null, error: new Error(account.message), reload: state.reload };
  return state;
}
