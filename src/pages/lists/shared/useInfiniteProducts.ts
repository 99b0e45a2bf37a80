import { useCallback, useEffect, useRef, useState } from 'react';
import type { InfiniteListStatus } from '../../../components/InfiniteListSentinel';
import { useApiClient } from '../../../session';
import type { ShopProduct } from '../../shared/product/shopProduct';
import { fetchTeamPage, type TeamPageResult, type TeamQuery } from './teamPages';

interface InfiniteState {
  /** The loader's first page these products grew from: a new one starts over. */
  readonly source: TeamPageResult;
  readonly products: readonly ShopProduct[];
  readonly page: number;
  readonly status: InfiniteListStatus;
}

function startFrom(source: TeamPageResult): InfiniteState {
  return source.ok
    ? { source, products: source.products, page: source.page, status: source.hasMore ? 'idle' : 'end' }
    : { source, products: [], page: 0, status: 'end' };
}

export interface InfiniteProducts {
  readonly products: readonly ShopProduct[];
  readonly status: InfiniteListStatus;
  /** Loads the next page (ignored unless idle or after an error). */
  readonly loadMore: () => void;
}

/**
 * The products of a paged list: the loader's first page, then each next page appended as the
 * sentinel asks for it. A failed page leaves what was loaded and offers a retry; a new first page
 * (filters or sorting changed, the loader ran again) starts over.
 */
export function useInfiniteProducts(first: TeamPageResult, query: TeamQuery): InfiniteProducts {
  const client = useApiClient();
  const [state, setState] = useState(() => startFrom(first));
  const current = state.source === first ? state : startFrom(first);
  if (current !== state) setState(current);

  const inFlight = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      inFlight.current?.abort();
      inFlight.current = null;
    },
    [first],
  );

  const loadMore = useCallback(() => {
    const from = current;
    if ((from.status !== 'idle' && from.status !== 'error') || inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ ...from, status: 'loading' });
    void fetchTeamPage(client, query, from.page + 1, controller.signal).then((result) => {
      if (inFlight.current === controller) inFlight.current = null;
      if (controller.signal.aborted) return;
      setState((now) => {
        if (now.source !== from.source) return now;
        if (!result.ok) return { ...now, status: 'error' };
        return { ...now, products: [...now.products, ...result.products], page: result.page, status: result.hasMore ? 'idle' : 'end' };
      });
    });
  }, [client, query, current]);

  return { products: current.products, status: current.status, loadMore };
}
