/**
 * The generated model test of every machine (test-only: never imported by runtime code).
 *
 * `runModelTest` walks the machine's state graph with the events you give it (xstate/graph),
 * takes one path per edge of that graph (the shortest way to a state, then one event), and replays
 * each path on a real actor:
 * - every named actor of the machine is replaced by a controllable double that never settles on
 *   its own; a step `{ type: 'xstate.done.actor.<invoke id>', output }` resolves the running
 *   double of that id, `{ type: 'xstate.error.actor.<invoke id>', error }` rejects it (the walk
 *   offers such events only while a child of that id runs; when the child is not one of the
 *   doubles, e.g. a spawned machine, the event is sent to the machine as it is);
 * - delayed (`after`) transitions are walked without being listed: the replay moves a
 *   SimulatedClock forward by the delay, so the machine's own timer fires;
 * - `always` transitions are followed by the machine itself.
 * After each step the replayed state value must equal the walked one. Every transition the
 * replay takes is recorded, and `expectFullCoverage` fails unless every declared transition
 * (guarded branches, onDone, onError, after and always included) and every state was covered.
 *
 * ```ts
 * const coverage = await runModelTest({ machine: captchaMachine, input, events: [...] });
 * expectFullCoverage(coverage);
 * ```
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

type Snapshot<M extends AnyStateMachine> = SnapshotFrom<M>;

/** The parts of a machine snapshot the harness reads. */
interface Walked {
  readonly value: unknown;
  readonly context: unknown;
  readonly status: string;
  readonly children: Record<string, unknown>;
  readonly _nodes: readonly AnyStateNode[];
}
type Adjacency = Record<string, { state: Walked; transitions: Record<string, { event: AnyEventObject; state: Walked }> }>;

/** An event the walk may send: the machine's own events or actor results (`xstate.done.actor.*`). */
export type ModelEvent<M extends AnyStateMachine> = EventFromLogic<M> | AnyEventObject;

export interface ModelTestConfig<M extends AnyStateMachine> {
  readonly machine: M;
  readonly input?: InputFrom<M>;
  /** Sample events, the same for every state or chosen per state. */
  readonly events: readonly ModelEvent<M>[] | ((snapshot: Snapshot<M>) => readonly ModelEvent<M>[]);
  /**
   * What makes two snapshots the same vertex of the graph; defaults to value and context. Return
   * less (e.g. the value and a few fields) when a counter in the context would make the graph endless.
   */
  readonly serialize?: (snapshot: Snapshot<M>) => unknown;
  /** Largest number of graph vertices walked; 2,000 by default. */
  readonly limit?: number;
}

export interface CoverageCount {
  readonly covered: number;
  readonly total: number;
  /** Readable names of what was not covered. */
  readonly missing: readonly string[];
}

export interface ModelCoverage {
  readonly machineId: string;
  readonly paths: number;
  readonly transitions: CoverageCount;
  readonly states: CoverageCount;
  /** Every event the machine emitted during the replays (for assertions of your own). */
  readonly emitted: readonly AnyEventObject[];
}

interface Step {
  readonly event: AnyEventObject;
  readonly value: unknown;
}

/** Every state node below the root, depth first. */
function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodesOf(child)]);
}

/** Every transition a node declares: on, after, onDone/onError of invokes and states, always. */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function describeTransition(transition: AnyTransitionDefinition, index: number): string {
  const event = transition.eventType === '' || transition.eventType === null ? 'always' : transition.eventType;
  const targets = transition.target?.map((t) => t.id).join(',') ?? '(no target)';
  const guard = transition.guard ? ' [guarded]' : '';
  return `${transition.source.id} --${event}#${index}${guard}--> ${targets}`;
}

function isAfterEvent(type: string): boolean {
  return type.startsWith('xstate.after.');
}

/** The delayed transitions the active states of a snapshot declare, as events of the walk. */
function afterEventsOf(snapshot: { _nodes: readonly AnyStateNode[] }): AnyEventObject[] {
  return snapshot._nodes.flatMap((node) => node.after.map((t) => ({ type: t.eventType })));
}

/** Milliseconds of a delayed transition, resolving named delays of the machine's implementations. */
function delayOf(
  machine: AnyStateMachine,
  snapshot: { _nodes: readonly AnyStateNode[]; context: unknown },
  type: string,
): number {
  for (const node of snapshot._nodes) {
    const transition = node.after.find((t) => t.eventType === type);
    if (!transition) continue;
    const delay: unknown = transition.delay;
    if (typeof delay === 'number') return delay;
    const named: unknown = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
    if (typeof named === 'number') return named;
    if (typeof named === 'function') {
      return (named as (args: { context: unknown; event: AnyEventObject }) => number)({
        context: snapshot.context,
        event: { type },
      });
    }
  }
  throw new Error(`modelTest: no active delayed transition for ${type}`);
}

const ACTOR_RESULT = /^xstate\.(done|error)\.actor\.(.+)$/;

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Walks the graph, replays one path per edge, returns what was covered. */
export async function runModelTest<M extends AnyStateMachine>(config: ModelTestConfig<M>): Promise<ModelCoverage> {
  type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const running = new Map<string, Deferred>();
  const doubles = Object.fromEntries(
    Object.keys(config.machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            running.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const machine = config.machine.provide({ actors: doubles }) as M;

  const serialize =
    config.serialize ?? ((s: Snapshot<M>) => ({ value: (s as Walked).value, context: (s as Walked).context }));
  const eventsFor = (snapshot: Snapshot<M>): AnyEventObject[] => {
    // A finished (final or failed) machine takes no more events.
    if ((snapshot as { status: string }).status !== 'active') return [];
    const given = typeof config.events === 'function' ? config.events(snapshot) : config.events;
    // An actor's result can only arrive while that actor runs.
    const children = (snapshot as { children: Record<string, unknown> }).children;
    const possible = (given as readonly AnyEventObject[]).filter((event) => {
      const result = ACTOR_RESULT.exec(event.type);
      return result?.[2] === undefined || children[result[2]] !== undefined;
    });
    return [...possible, ...afterEventsOf(snapshot as never)];
  };
  const adjacency = getAdjacencyMap(machine, {
    input: config.input,
    events: eventsFor as never,
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot as Snapshot<M>)),
    limit: config.limit ?? 2_000,
  }) as unknown as Adjacency;

  // Breadth first from the initial vertex: the shortest way to each vertex.
  const keys = Object.keys(adjacency);
  const initialKey = keys[0];
  if (initialKey === undefined) throw new Error('modelTest: the walk found no state');
  const keyOf = (snapshot: unknown) => JSON.stringify(serialize(snapshot as Snapshot<M>));
  const wayTo = new Map<string, Step[]>([[initialKey, []]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    const vertex = adjacency[key];
    if (!vertex) continue;
    for (const edge of Object.values(vertex.transitions)) {
      const nextKey = keyOf(edge.state);
      if (wayTo.has(nextKey)) continue;
      wayTo.set(nextKey, [...(wayTo.get(key) ?? []), { event: edge.event, value: edge.state.value }]);
      queue.push(nextKey);
    }
  }
  // The empty path first: starting alone covers the initial state and its `always` transitions.
  const paths: Step[][] = [[]];
  for (const [key, way] of wayTo) {
    const vertex = adjacency[key];
    if (!vertex) continue;
    for (const edge of Object.values(vertex.transitions)) {
      paths.push([...way, { event: edge.event, value: edge.state.value }]);
    }
  }

  // The universe: what the machine the actors run declares.
  const nodes = stateNodesOf(machine.root);
  const declared = nodes.flatMap((node) => transitionsOf(node)).concat(transitionsOf(machine.root));
  const takenTransitions = new Set<AnyTransitionDefinition>();
  const visitedNodes = new Set<AnyStateNode>();
  const emitted: AnyEventObject[] = [];

  for (const path of paths) {
    running.clear();
    const clock = new SimulatedClock();
    const actor = createActor(machine, {
      input: config.input,
      clock,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep' && inspection.type !== '@xstate.snapshot') return;
        // Only the machine under test (the root), not its children; `actor` is not assigned yet
        // while an initial `always` transition runs inside createActor.
        if (inspection.actorRef.sessionId !== inspection.rootId) return;
        const snapshot = inspection.snapshot as { _nodes?: readonly AnyStateNode[] };
        for (const node of snapshot._nodes ?? []) visitedNodes.add(node);
        if (inspection.type === '@xstate.microstep') {
          for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            takenTransitions.add(t);
            // A transient state (left at once by `always`) is never a settled snapshot: taking
            // a transition out of it proves it was entered.
            for (let node: AnyStateNode | undefined = t.source; node; node = node.parent) visitedNodes.add(node);
          }
        }
      },
    });
    actor.on('*', (event: AnyEventObject) => emitted.push(event));
    actor.start();
    await settle();
    for (const [index, step] of path.entries()) {
      const { type } = step.event;
      const doneOf = ACTOR_RESULT.exec(type);
      const double = doneOf?.[2] !== undefined ? running.get(doneOf[2]) : undefined;
      if (isAfterEvent(type)) {
        clock.increment(delayOf(machine, actor.getSnapshot() as never, type));
      } else if (double && doneOf?.[1] === 'done') {
        running.delete(doneOf[2] as string);
        double.resolve((step.event as { output?: unknown }).output);
      } else if (double) {
        running.delete(doneOf?.[2] as string);
        double.reject((step.event as { error?: unknown }).error);
      } else {
        actor.send(step.event as EventFromLogic<M>);
      }
      await settle();
      const { value } = actor.getSnapshot() as Walked;
      if (JSON.stringify(value) !== JSON.stringify(step.value)) {
        actor.stop();
        throw new Error(
          `modelTest ${machine.id}: step ${index + 1} (${type}) reached ${JSON.stringify(value)}, ` +
            `the walk expected ${JSON.stringify(step.value)}; path: ${path.map((s) => s.event.type).join(' → ')}`,
        );
      }
    }
    actor.stop();
  }

  const missingTransitions = declared
    .map((t, i) => [t, i] as const)
    .filter(([t]) => !takenTransitions.has(t))
    .map(([t, i]) => describeTransition(t, i));
  const missingStates = nodes.filter((n) => !visitedNodes.has(n)).map((n) => n.id);
  return {
    machineId: machine.id,
    paths: paths.length,
    transitions: { covered: declared.length - missingTransitions.length, total: declared.length, missing: missingTransitions },
    states: { covered: nodes.length - missingStates.length, total: nodes.length, missing: missingStates },
    emitted,
  };
}

/** One line for the test log: `model captcha: transitions 12/12, states 7/7, 19 paths`. */
export function formatCoverage(coverage: ModelCoverage): string {
  const { machineId, transitions, states, paths } = coverage;
  return `model ${machineId}: transitions ${transitions.covered}/${transitions.total}, states ${states.covered}/${states.total}, ${paths} paths`;
}

/** Prints the coverage line and throws, listing what is missing, unless everything was covered. */
export function expectFullCoverage(coverage: ModelCoverage): void {
  console.info(formatCoverage(coverage));
  const missing = [...coverage.transitions.missing.map((m) => `transition ${m}`), ...coverage.states.missing.map((m) => `state ${m}`)];
  if (missing.length > 0) {
    throw new Error(`${formatCoverage(coverage)}; not covered:\n  ${missing.join('\n  ')}`);
  }
}
