import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { EventObject } from 'xstate';
import type { ApiClient } from '../../api';
import { createDeferredActor } from '../../machines/shared/deferredActor';
import { yieldToBrowser } from '../../machines/shared/yieldToBrowser';
import type { IntersectionObserverFactory } from '../intersectionAdapter';
import type { TrackingEvent } from '../tracking.machine';
import type { FirstLoad, TrackedPage } from '../tracking.types';
import { connectVisibility, type VisibilitySource } from '../visibilityAdapter';
import { TrackingContext, type TrackingActorRef, type TrackingSender } from './TrackingContext';

interface CommonProps {
  children: ReactNode;
  /** The page being viewed; a different page records the old one's leave and the new one's enter. */
  page?: TrackedPage;
  /** The clock of page-view times; Date.now by default. */
  now?: () => number;
  /** Where visibility comes from; `document` and `window` by default, null to listen to nothing. */
  visibility?: VisibilitySource | null;
  createObserver?: IntersectionObserverFactory;
}

export type TrackingProviderProps = CommonProps &
  (
    | {
        /**
         * The api client the batches go through: a new tracking actor is created. Its machine (and
         * xstate) load after the first render; what is tracked before then waits for it, in order.
         */
        client: ApiClient;
        /** spec §7: the first load's 000-1 (page_url, page) and 022-{method} events. */
        firstLoad?: FirstLoad;
        actor?: never;
      }
    | {
        /** An already-created tracking actor (stories, hosts that own it). */
        actor: TrackingActorRef;
        client?: never;
        firstLoad?: never;
      }
  );

const defaultNow = () => Date.now();

function defaultVisibility(): VisibilitySource | null {
  return typeof document === 'undefined' ? null : { document, window };
}

function TrackingBindings({ actor, page, now = defaultNow, visibility, createObserver, children }: CommonProps & { actor: TrackingSender }) {
  const source = visibility === undefined ? defaultVisibility() : visibility;
  useEffect(() => (source ? connectVisibility((event) => actor.send(event), source, now) : undefined), [actor, source, now]);
  const pageName = page?.page;
  const pageUrl = page?.page_url;
  useEffect(() => {
    // The machine ignores entering the page already viewed, so a StrictMode re-run records nothing.
    if (pageName !== undefined && pageUrl !== undefined) actor.send({ type: 'page.enter', page: pageName, page_url: pageUrl, at: now() });
  }, [actor, pageName, pageUrl, now]);
  const value = useMemo(() => ({ actor, ...(createObserver ? { createObserver } : {}) }), [actor, createObserver]);
  return <TrackingContext value={value}>{children}</TrackingContext>;
}

function OwnTrackingActor({ client, firstLoad, ...rest }: CommonProps & { client: ApiClient; firstLoad?: FirstLoad }) {
  // Created once, from the first client and first load (as an actor's input is read once). Its code
  // arrives while the page hydrates: the actor starts in a task of its own, and takes what was
  // tracked meanwhile (the page view, the impressions of the first screen) a few events to a task.
  const [actor] = useState(() =>
    createDeferredActor<unknown, TrackingEvent, EventObject>(
      undefined,
      () => import('../trackingActor').then((module) => () => module.startTrackingActor(client, firstLoad)),
      { nextTask: yieldToBrowser },
    ),
  );
  useEffect(() => {
    // A load that fails (the connection dropped) is tried again with the next tracked event.
    actor.start().catch(() => undefined);
    return () => actor.stop();
  }, [actor]);
  return <TrackingBindings actor={actor} {...rest} />;
}

/**
 * Gives the pages below it tracking: page views of `page` (with background and foreground resume
 * from the document's visibility), `useTrackClick` and `useTrackImpression`. Mount it once near the
 * root with the api client (and the first load's page and navigation type).
 */
export function TrackingProvider(props: TrackingProviderProps) {
  if (props.actor) {
    const { actor, client: _client, firstLoad: _firstLoad, ...rest } = props;
    return <TrackingBindings actor={actor} {...rest} />;
  }
  const { client, firstLoad, actor: _actor, ...rest } = props;
  return <OwnTrackingActor client={client} {...(firstLoad ? { firstLoad } : {})} {...rest} />;
}
