import { createActor } from 'xstate';
import type { ApiClient } from '../api';
import { createTrackingActors } from './tracking.actors';
import { trackingMachine } from './tracking.machine';
import type { FirstLoad } from './tracking.types';

/**
 * A started tracking actor sending through `client`: the module TrackingProvider loads after the
 * first render (tracking is not needed to paint or hydrate a page; what is tracked meanwhile waits).
 */
export function startTrackingActor(client: ApiClient, firstLoad: FirstLoad | undefined) {
  return createActor(trackingMachine.provide({ actors: createTrackingActors(client) }), {
    input: firstLoad ? { firstLoad } : {},
  }).start();
}
