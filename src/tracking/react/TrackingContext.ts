import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { IntersectionObserverFactory } from '../intersectionAdapter';
import type { TrackingEvent, trackingMachine } from '../tracking.machine';

export type TrackingActorRef = ActorRefFrom<typeof trackingMachine>;

/** What the pages use of the tracking actor: sending it events (a running actor, or the deferred one of TrackingProvider). */
export interface TrackingSender {
  send(event: TrackingEvent): void;
}

export interface TrackingContextValue {
  readonly actor: TrackingSender;
  /** The IntersectionObserver impressions use (the global one unless a test gives its own). */
  readonly createObserver?: IntersectionObserverFactory;
}

/** The tracking actor of the nearest TrackingProvider; null outside one (tracking is then a no-op). */
export const TrackingContext = createContext<TrackingContextValue | null>(null);
