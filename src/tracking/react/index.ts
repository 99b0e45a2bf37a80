/** React bindings of tracking, for pages: the provider and the two hooks. */
export { TrackingProvider } from './TrackingProvider';
export type { TrackingProviderProps } from './TrackingProvider';
export { TrackingContext } from './TrackingContext';
export type { TrackingActorRef, TrackingContextValue, TrackingSender } from './TrackingContext';
export { useTrackClick } from './useTrackClick';
export { useTrackImpression } from './useTrackImpression';
export type { ImpressionActorRef } from './useTrackImpression';
