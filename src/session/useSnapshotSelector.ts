import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Observer, Subscription } from 'xstate';

/** What useSnapshotSelector reads: an actor's snapshot and its changes. */
export interface SnapshotSource<TSnapshot> {
  getSnapshot(): TSnapshot;
  subscribe(observer: Observer<TSnapshot>): Subscription;
}

/**
 * A value selected from an actor's snapshot; the component re-renders when it changes (compared
 * with `compare`, Object.is by default). The same as @xstate/react's useSelector, without loading
 * it (and xstate with it) into the first load.
 */
export function useSnapshotSelector<TSnapshot, T>(
  source: SnapshotSource<TSnapshot>,
  selector: (snapshot: TSnapshot) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.subscribe({ next: onChange });
      return () => subscription.unsubscribe();
    },
    [source],
  );
  // The same snapshot gives the same selection; an equal one (by `compare`) gives the last one. The
  // closure's cache belongs to this (source, selector, compare), as useSyncExternalStoreWithSelector's
  // does: writing it while React reads the snapshot is the point of it.
  /* eslint-disable react-hooks/immutability -- a cache of the selection, see above */
  const getSelection = useMemo(() => {
    let memo: { readonly snapshot: TSnapshot; readonly selection: T } | null = null;
    return () => {
      const snapshot = source.getSnapshot();
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const selection = memo && compare(memo.selection, next) ? memo.selection : next;
      memo = { snapshot, selection };
      return selection;
    };
  }, [source, selector, compare]);
  /* eslint-enable react-hooks/immutability */
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}
