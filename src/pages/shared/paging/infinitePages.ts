import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';

/** One page of a paged list: its items, its number (from 1) and whether another follows. */
export interface LoadedPage<T> {
  readonly ok: true;
  readonly items: readonly T[];
  readonly page: number;
  readonly hasMore: boolean;
}

/** A page that failed (the failure itself stays with the caller: the list only offers a retry). */
export interface FailedPage {
  readonly ok: false;
}

export type PageResult<T> = LoadedPage<T> | FailedPage;

/** What a growing list holds: the first page it grew from, every item so far, the last page number, its status. */
export interface InfinitePagesState<T> {
  /** The loader's first page: a different object starts the list over. */
  readonly source: PageResult<T>;
  readonly items: readonly T[];
  readonly page: number;
  readonly status: InfiniteListStatus;
}

export type InfinitePagesAction<T> =
  /** A new first page (the loader ran again): start over from it. */
  | { readonly type: 'start'; readonly first: PageResult<T> }
  /** A request for the next page left. */
  | { readonly type: 'request'; readonly source: PageResult<T> }
  /** The next page answered (ok or failed). `keyOf` drops items already in the list. */
  | { readonly type: 'receive'; readonly source: PageResult<T>; readonly result: PageResult<T>; readonly keyOf?: (item: T) => string }
  /** The request was abandoned (aborted): the list may ask again. */
  | { readonly type: 'abandon'; readonly source: PageResult<T> };

/** A list that starts from `first`: its items and idle when more follow, end otherwise (also after a failed first page). */
export function startPages<T>(first: PageResult<T>): InfinitePagesState<T> {
  return first.ok
    ? { source: first, items: first.items, page: first.page, status: first.hasMore ? 'idle' : 'end' }
    : { source: first, items: [], page: 0, status: 'end' };
}

function append<T>(items: readonly T[], more: readonly T[], keyOf?: (item: T) => string): readonly T[] {
  if (!keyOf) return [...items, ...more];
  const seen = new Set(items.map(keyOf));
  const fresh = more.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...items, ...fresh];
}

/**
 * The pure part of infinite loading. Every action names the first page it belongs to, so an
 * answer that arrives after the list started over is ignored. A failed page keeps what was loaded
 * (status error: retry asks again for the same page); an empty page ends the list even when the
 * backend says more follow, so a wrong flag cannot loop.
 */
export function infinitePagesReducer<T>(state: InfinitePagesState<T>, action: InfinitePagesAction<T>): InfinitePagesState<T> {
  if (action.type === 'start') return action.first === state.source ? state : startPages(action.first);
  if (action.source !== state.source) return state;
  switch (action.type) {
    case 'request':
      return state.status === 'idle' || state.status === 'error' ? { ...state, status: 'loading' } : state;
    case 'abandon':
      return state.status === 'loading' ? { ...state, status: 'idle' } : state;
    case 'receive': {
      if (state.status !== 'loading') return state;
      const { result } = action;
      if (!result.ok) return { ...state, status: 'error' };
      const more = result.hasMore && result.items.length > 0;
      return { ...state, items: append(state.items, result.items, action.keyOf), page: result.page, status: more ? 'idle' : 'end' };
    }
  }
}
