import type { EventObject, Observer, Subscription } from 'xstate';

/**
 * What the app uses of a running actor: its snapshot and its changes, sending it events, and
 * listening to what it emits. An xstate actor is one; so is a deferred actor (below).
 */
export interface ActorPort<TSnapshot, TEvent extends EventObject, TEmitted extends EventObject> {
  getSnapshot(): TSnapshot;
  subscribe(observer: Observer<TSnapshot>): Subscription;
  subscribe(next: (snapshot: TSnapshot) => void, error?: (error: unknown) => void, complete?: () => void): Subscription;
  send(event: TEvent): void;
  on<TType extends TEmitted['type'] | '*'>(
    type: TType,
    handler: (emitted: TEmitted & (TType extends '*' ? unknown : { type: TType })) => void,
  ): Subscription;
}

/** A started actor the deferred actor hands over to. */
export interface RunningActor<TSnapshot, TEvent extends EventObject, TEmitted extends EventObject>
  extends ActorPort<TSnapshot, TEvent, TEmitted> {
  stop(): void;
}

/**
 * An actor whose logic (xstate and the machine) loads after the first render: until then its
 * snapshot is `initial` and the events sent to it wait, in order; once loaded, the actor takes them
 * and everything else goes straight to it. `initial` must be what the actor starts from.
 */
export interface DeferredActor<TSnapshot, TEvent extends EventObject, TEmitted extends EventObject>
  extends ActorPort<TSnapshot, TEvent, TEmitted> {
  /**
   * Loads and starts the actor (once; again after a failed load, and after `stop`). Resolves when it
   * runs; rejects when its code could not be loaded (the events keep waiting: the next event sent,
   * or the next `start`, tries again).
   */
  start(): Promise<void>;
  /** Stops the running actor, or drops the one still loading. The events not yet taken stay queued. */
  stop(): void;
}

/** The most events kept while the logic loads; the oldest are dropped beyond it (offline for long). */
export const DEFERRED_ACTOR_MAX_QUEUE = 500;

/** How many waiting events a deferred actor with `nextTask` hands over in one task. */
export const DEFERRED_ACTOR_EVENTS_PER_TASK = 8;

export interface DeferredActorOptions {
  /**
   * Resolves in a new task (`yieldToBrowser`). Given, the loaded actor is created in a task of its
   * own, and the events that waited for it are handed over `eventsPerTask` to a task: an actor whose
   * code arrives while the page hydrates does not add its start to a task of React's, and a long
   * queue (the impressions of a whole page) is not one long task. Events sent meanwhile queue
   * behind them, in order. Without it, all of this runs when the code arrives.
   */
  readonly nextTask?: () => Promise<void>;
  /** Waiting events handed over per task with `nextTask` (at least 1); DEFERRED_ACTOR_EVENTS_PER_TASK by default. */
  readonly eventsPerTask?: number;
}

interface EmittedListener {
  readonly type: string;
  readonly handler: (emitted: never) => void;
  subscription: Subscription | null;
}

/**
 * `createDeferredActor(initial, load)`: see DeferredActor. `load` imports the machine's module and
 * resolves with a function that creates and starts its actor (called only when the actor is still
 * wanted once the code is here). Nothing loads before the first `start()`.
 */
export function createDeferredActor<TSnapshot, TEvent extends EventObject, TEmitted extends EventObject>(
  initial: TSnapshot,
  load: () => Promise<() => RunningActor<TSnapshot, TEvent, TEmitted>>,
  { nextTask, eventsPerTask = DEFERRED_ACTOR_EVENTS_PER_TASK }: DeferredActorOptions = {},
): DeferredActor<TSnapshot, TEvent, TEmitted> {
  let actor: RunningActor<TSnapshot, TEvent, TEmitted> | null = null;
  /** Whether the running actor is still being handed the events that waited for it (with `nextTask`). */
  let draining = false;
  let actorSubscription: Subscription | null = null;
  let loading: Promise<void> | null = null;
  /** Bumped by every start and stop: a load that finishes for an older one is dropped. */
  let generation = 0;
  /** Whether the actor is wanted (started and not stopped since). */
  let wanted = false;
  /**
   * What getSnapshot gives: `initial` until the running actor changes (it starts from the same
   * values: keeping `initial` until then spares every reader a re-render for equal values in new
   * objects, right while the page hydrates).
   */
  let current = initial;
  const queue: TEvent[] = [];
  const observers = new Set<Observer<TSnapshot>>();
  const listeners = new Set<EmittedListener>();

  const notify = (snapshot: TSnapshot) => {
    for (const observer of [...observers]) observer.next?.(snapshot);
  };
  const listen = (running: RunningActor<TSnapshot, TEvent, TEmitted>, listener: EmittedListener): Subscription =>
    running.on(listener.type as TEmitted['type'], listener.handler as (emitted: unknown) => void);

  const attach = async (running: RunningActor<TSnapshot, TEvent, TEmitted>): Promise<void> => {
    actor = running;
    actorSubscription = running.subscribe((snapshot) => {
      current = snapshot;
      notify(snapshot);
    });
    for (const listener of listeners) listener.subscription = listen(running, listener);
    // Without nextTask, every waiting event at once, in this task.
    draining = nextTask !== undefined;
    while (queue.length > 0) {
      if (nextTask) {
        await nextTask();
        // Stopped meanwhile (stop ends the handing over): what is left waits for the next actor.
        if (actor !== running) return;
      }
      for (const event of queue.splice(0, nextTask ? eventsPerTask : queue.length)) running.send(event);
    }
    draining = false;
  };

  const start = (): Promise<void> => {
    wanted = true;
    if (actor) return Promise.resolve();
    if (loading) return loading;
    const current = ++generation;
    const attempt = load().then(
      async (create) => {
        if (nextTask) await nextTask();
        // Stopped (or stopped and started again) while loading: that start is the newer one's.
        if (current !== generation) return;
        loading = null;
        await attach(create());
      },
      (error: unknown) => {
        if (current === generation) loading = null;
        throw error;
      },
    );
    loading = attempt;
    return attempt;
  };

  const stop = () => {
    wanted = false;
    generation += 1;
    loading = null;
    draining = false;
    if (!actor) return;
    const running = actor;
    actor = null;
    actorSubscription?.unsubscribe();
    actorSubscription = null;
    for (const listener of listeners) {
      listener.subscription?.unsubscribe();
      listener.subscription = null;
    }
    running.stop();
    // The next actor starts afresh.
    current = initial;
    notify(current);
  };

  // Only changes are passed on: an actor that errors or completes has no next snapshot to give.
  function subscribe(observerOrNext: Observer<TSnapshot> | ((snapshot: TSnapshot) => void)): Subscription {
    const observer: Observer<TSnapshot> = typeof observerOrNext === 'function' ? { next: observerOrNext } : observerOrNext;
    observers.add(observer);
    return { unsubscribe: () => observers.delete(observer) };
  }

  return {
    getSnapshot: () => current,
    subscribe,
    send(event) {
      if (actor && !draining) {
        actor.send(event);
        return;
      }
      queue.push(event);
      if (queue.length > DEFERRED_ACTOR_MAX_QUEUE) queue.splice(0, queue.length - DEFERRED_ACTOR_MAX_QUEUE);
      // After a failed load, the next event tries again (the shopper may be back online).
      if (wanted && !loading) start().catch(() => undefined);
    },
    on(type, handler) {
      const listener: EmittedListener = { type, handler: handler as (emitted: never) => void, subscription: null };
      listeners.add(listener);
      if (actor) listener.subscription = listen(actor, listener);
      return {
        unsubscribe: () => {
          listeners.delete(listener);
          listener.subscription?.unsubscribe();
          listener.subscription = null;
        },
      };
    },
    start,
    stop,
  };
}
