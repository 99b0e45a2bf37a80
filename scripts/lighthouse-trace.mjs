// What the page's main thread did in a Lighthouse run's trace (`--save-assets`), to tell the app's
// work from the machine's: Lighthouse's total blocking time multiplies each task's wall-clock
// duration by its CPU slowdown (4× on its mobile defaults), so on a busy 2-core machine, where the
// page's main thread waits for the browser's other processes and Lighthouse itself, a task that
// used 2 ms of CPU can count as a 30 ms one. The trace records both durations of every task.

/** Lighthouse's mobile CPU slowdown and the length past which a task blocks (TBT). */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;

/**
 * The page's main thread in a trace: the renderer main thread that ran the most tasks (a trace
 * also holds the renderers of other frames and of the blank page the run starts from).
 */
function pageMainThread(events) {
  const counts = new Map();
  for (const event of events) {
    if (event.name === 'RunTask' && event.ph === 'X') counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  }
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best;
  for (const thread of mains) {
    const key = `${thread.pid}:${thread.tid}`;
    if (!best || (counts.get(key) ?? 0) > (counts.get(best) ?? 0)) best = key;
  }
  return best;
}

/**
 * The main thread's tasks after the page's first contentful paint, as Lighthouse's TBT counts
 * them (a task blocks for what its slowed-down duration exceeds 50 ms), once from their wall-clock
 * durations and once from their CPU time. Null when the trace has no first contentful paint or no
 * CPU times. `slowdown` is 4 for a simulated run; 1 for a run with applied (devtools) throttling,
 * whose trace already holds the slowed-down tasks (their CPU time included).
 *
 * @param {ReadonlyArray<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { name?: string } }>} events
 * @param {number} [slowdown]
 * @returns {{ tasks: number, wallMs: number, cpuMs: number, blockingFromWallMs: number, blockingFromCpuMs: number } | null}
 */
export function blockingAfterFirstPaint(events, slowdown = SLOWDOWN) {
  const main = pageMainThread(events);
  if (!main) return null;
  const [pid] = main.split(':').map(Number);
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!paint) return null;
  const threshold = BLOCKING_MS / slowdown;
  const result = { tasks: 0, wallMs: 0, cpuMs: 0, blockingFromWallMs: 0, blockingFromCpuMs: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || `${event.pid}:${event.tid}` !== main || event.ts < paint.ts) continue;
    if (typeof event.dur !== 'number' || typeof event.tdur !== 'number') return null;
    const wall = event.dur / 1000;
    const cpu = event.tdur / 1000;
    result.blockingFromWallMs += Math.max(0, wall * slowdown - BLOCKING_MS);
    result.blockingFromCpuMs += Math.max(0, cpu * slowdown - BLOCKING_MS);
    if (wall > threshold) {
      result.tasks += 1;
      result.wallMs += wall;
      result.cpuMs += cpu;
    }
  }
  return result;
}
