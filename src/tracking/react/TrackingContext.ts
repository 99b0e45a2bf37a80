import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { IntersectionObserverFactory } from '../intersectionAdapter';
import type { trackingMachine } from '../tracking.machine';

export type TrackingActorRef = ActorRefFrom<typeof trackingMachine>;

export interface TrackingContextValue {
  readonly actor: TrackingActorRef;
  /** The IntersectionObserver impressions use (the global one unless a test gives its own). */
  readonly createObserver?: IntersectionObserverFactory;
}

/** The tracking actor of the nearest TrackingProvider; null outside one (tracking is then a no-op). */
export const TrackingContext = createContext<TrackingContextValue | null>(null);
