import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { infinitePagesReducer, startPages, type PageResult } from './infinitePages';

export type { FailedPage, LoadedPage, PageResult } from './infinitePages';

/** Fetches page `page` (from 1); `signal` aborts it when the list starts over or unmounts. Never throws (a rejection counts as a failure). */
export type PageFetcher<T> = (page: number, signal: AbortSignal) => Promise<PageResult<T>>;

export interface InfinitePagesOptions<T> {
  /** An item's identity: an item already in the list is not added again (pages that shifted on the server). */
  readonly keyOf?: (item: T) => string;
}

export interface InfinitePages<T> {
  readonly items: readonly T[];
  /** For InfiniteListSentinel: idle (more to load), loading, error (retry) or end. */
  readonly status: InfiniteListStatus;
  /** Loads the next page; ignored unless idle or after an error (then it is the retry). */
  readonly loadMore: () => void;
}

/**
 * A paged list that grows as the shopper scrolls: the loader's first page, then each next page
 * from `fetchPage` appended when the sentinel asks for it. A failed page keeps what was loaded and
 * offers a retry; a different first page object (new address, filter or tab: the loader ran again)
 * starts over and aborts the request of the old list; unmounting aborts too. StrictMode safe: an
 * aborted request puts the list back to idle, so a remounted list asks again.
 *
 * Keep `first` stable between renders (loader data is); `fetchPage` may be a new function each render.
 */
export function useInfinitePages<T>(first: PageResult<T>, fetchPage: PageFetcher<T>, options: InfinitePagesOptions<T> = {}): InfinitePages<T> {
  const [state, dispatch] = useReducer(infinitePagesReducer<T>, first, startPages<T>);
  // A new first page: render from it now and start over (React re-renders at once, before committing).
  const current = state.source === first ? state : startPages(first);
  if (current !== state) dispatch({ type: 'start', first });

  const latest = useRef({ fetchPage, keyOf: options.keyOf });
  useEffect(() => {
    latest.current = { fetchPage, keyOf: options.keyOf };
  });

  const inFlight = useRef<AbortController | null>(null);
  // The request of a list that started over or unmounted is abandoned.
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [first],
  );

  const loadMore = useCallback(() => {
    if ((current.status !== 'idle' && current.status !== 'error') || inFlight.current) return;
    const { source } = current;
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: 'request', source });
    const settle = (result: PageResult<T>) => {
      if (inFlight.current === controller) inFlight.current = null;
      if (controller.signal.aborted) dispatch({ type: 'abandon', source });
      else dispatch({ type: 'receive', source, result, ...(latest.current.keyOf ? { keyOf: latest.current.keyOf } : {}) });
    };
    latest.current.fetchPage(current.page + 1, controller.signal).then(settle, () => settle({ ok: false }));
  }, [current]);

  return { items: current.items, status: current.status, loadMore };
}
