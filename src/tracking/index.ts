/** Tracking (spec §4, §7, §9): page views, impressions, batching and click statistics. React bindings: ./react. */
export {
  TRACKING_BATCH_SIZE,
  TRACKING_FLUSH_INTERVAL_MS,
  TRACKING_MAX_QUEUE,
  trackingMachine,
} from './tracking.machine';
export type { PageViewState, SendBatchOutput, TrackingContext, TrackingEvent, TrackingInput } from './tracking.machine';
export { IMPRESSION_DWELL_MS, IMPRESSION_MIN_RATIO, impressionMachine } from './impression.machine';
export type { ImpressionContext, ImpressionEmitted, ImpressionEvent, ImpressionInput } from './impression.machine';
export { clickStatistics, firstLoadRecords } from './clickStatistics';
export { createTrackingActors, sendRecord } from './tracking.actors';
export { connectVisibility } from './visibilityAdapter';
export type { VisibilitySource } from './visibilityAdapter';
export { observeImpression } from './intersectionAdapter';
export type { IntersectionObserverFactory } from './intersectionAdapter';
export type { ClickStatistics, FirstLoad, TrackRecord, TrackedPage } from './tracking.types';
