import { useCallback, useContext } from 'react';
import { clickStatistics } from '../clickStatistics';
import type { ClickStatistics } from '../tracking.types';
import { TrackingContext } from './TrackingContext';

/** Returns `track(payload)`: queues a click statistic (spec §7 payload). A no-op outside a TrackingProvider. */
export function useTrackClick(): (payload: ClickStatistics) => void {
  const tracking = useContext(TrackingContext);
  return useCallback(
    (payload: ClickStatistics) => {
      tracking?.actor.send({ type: 'track', record: { kind: 'click', payload: clickStatistics(payload) } });
    },
    [tracking],
  );
}
