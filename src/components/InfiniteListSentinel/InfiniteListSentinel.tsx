import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { Button } from '../Button';
import { useStartedInBrowser } from '../hydration';
import { Spinner } from '../Spinner';
import { Footer, Sentinel, Status } from './InfiniteListSentinel.styles';
import type { InfiniteListMode, InfiniteListStatus } from './InfiniteListSentinel.types';

export interface InfiniteListSentinelProps {
  status: InfiniteListStatus;
  /** Load the next page: the sentinel came into view, or the shopper pressed "Load more". */
  onLoadMore: () => void;
  /** The retry button after an error; defaults to onLoadMore. */
  onRetry?: () => void;
  mode?: InfiniteListMode;
  /** How far before the end of the list loading starts (IntersectionObserver rootMargin). */
  rootMargin?: string;
}

function observerAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function';
}

/** Whether the browser observes intersections; false on the server and while hydrating its HTML. */
function useObserverAvailable(): boolean {
  return useStartedInBrowser() && observerAvailable();
}

/**
 * The end of a long list. While idle it asks for the next page as soon as it scrolls into view
 * (IntersectionObserver), or offers a "Load more" button where that is missing or `mode` is
 * `button`. It shows a spinner while loading, a retry button after an error and a closing line at
 * the end; the status text is announced politely.
 */
export function InfiniteListSentinel({
  status,
  onLoadMore,
  onRetry,
  mode = 'auto',
  rootMargin,
}: InfiniteListSentinelProps) {
  const { t } = useTranslation('overlays');
  const theme = useTheme();
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  const observes = useObserverAvailable();
  const watch = mode === 'auto' && observes;
  const margin = rootMargin ?? theme.space[12];

  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // Observe afresh each time the list turns idle, so a list still too short to fill the screen
  // keeps loading until it does.
  useEffect(() => {
    const node = sentinel.current;
    if (status !== 'idle' || !watch || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadMore.current();
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, watch, margin]);

  return (
    <Footer>
      <Status role="status">
        {status === 'loading' && (
          <>
            <Spinner size="sm" />
            {t('infiniteList.loading')}
          </>
        )}
        {status === 'error' && t('infiniteList.error')}
        {status === 'end' && t('infiniteList.end')}
      </Status>
      {status === 'idle' && watch && <Sentinel ref={sentinel} />}
      {status === 'idle' && !watch && (
        <Button variant="outline" onClick={onLoadMore}>
          {t('infiniteList.loadMore')}
        </Button>
      )}
      {status === 'error' && (
        <Button variant="outline" onClick={onRetry ?? onLoadMore}>
          {t('infiniteList.retry')}
        </Button>
      )}
    </Footer>
  );
}
