import { useCallback, useSyncExternalStore } from 'react';
import {
  indexState,
  loadIndexes,
  loaderStatus,
  serverLoaderStatus,
  subscribeToLoader,
  type IndexState,
} from '@/browser/search/index-loader';
import type { SearchSetup } from '@/lib/search/types';

/** The index files a scope needs: their state, the load error if any, and a function that loads them. */
export function useSearchIndex(
  setup: SearchSetup,
  indexIds: string[],
): { state: IndexState; error: string | null; load: () => void } {
  const status = useSyncExternalStore(subscribeToLoader, loaderStatus, serverLoaderStatus);
  const key = indexIds.join(' ');
  const load = useCallback(() => loadIndexes(setup, key.split(' ').filter(Boolean)), [setup, key]);
  return { state: indexState(status, setup, indexIds), error: status.error, load };
}
