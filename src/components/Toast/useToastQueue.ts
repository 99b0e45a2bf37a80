import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ToastItem, ToastTone } from './Toast.types';
import { ToastDurationContext } from './toastDuration';

/** The clock the queue uses; tests and stories inject their own. */
export interface ToastTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface UseToastQueueOptions {
  /** How long a toast stays once it is visible; null keeps it until dismissed. Defaults to ToastDurationContext's (3000 ms). */
  durationMs?: number | null;
  /** How long an error toast stays (errors often need more reading). Defaults to durationMs. */
  errorDurationMs?: number | null;
  /** How many toasts show at once; the rest wait their turn. Defaults to 1. */
  maxVisible?: number;
  /** Defaults to the global setTimeout and clearTimeout. */
  timers?: ToastTimers;
}

export interface ToastQueue {
  /** The toasts to render now (pass them to ToastHost). */
  toasts: readonly ToastItem[];
  /** How many toasts wait behind the visible ones. */
  waiting: number;
  /** Queues a message and returns its id. */
  show: (message: string, tone?: ToastTone) => string;
  dismiss: (id: string) => void;
  clear: () => void;
  /** Stops every visible toast's clock (the shopper is reading or focused on one). */
  pause: () => void;
  /** Restarts the clocks, each with its full duration. */
  resume: () => void;
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * A queue of toasts that dismiss themselves (unless their duration is null). A toast's clock starts
 * when it becomes visible, not when it is queued, so a message waiting behind another still gets its
 * full time on screen.
 */
export function useToastQueue({ durationMs: durationOption, errorDurationMs: errorDurationOption, maxVisible = 1, timers = globalTimers }: UseToastQueueOptions = {}): ToastQueue {
  const contextDuration = useContext(ToastDurationContext);
  const durationMs = durationOption === undefined ? contextDuration : durationOption;
  const errorDurationMs = errorDurationOption === undefined ? durationMs : errorDurationOption;
  const [queue, setQueue] = useState<readonly ToastItem[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);
  const running = useRef(new Map<string, unknown>());
  const timersRef = useRef(timers);

  const visible = useMemo(() => queue.slice(0, Math.max(1, maxVisible)), [queue, maxVisible]);

  const dismiss = useCallback((id: string) => {
    setQueue((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((message: string, tone: ToastTone = 'info') => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setQueue((current) => [...current, { id, message, tone }]);
    return id;
  }, []);

  const clear = useCallback(() => setQueue([]), []);
  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);

  useEffect(() => {
    timersRef.current = timers;
  }, [timers]);

  // Start a clock for each newly visible toast; stop the clocks of toasts that left the screen.
  useEffect(() => {
    const clock = timersRef.current;
    const map = running.current;
    const visibleIds = new Set(visible.map((toast) => toast.id));
    for (const [id, handle] of map) {
      if (paused || !visibleIds.has(id)) {
        clock.clearTimeout(handle);
        map.delete(id);
      }
    }
    if (paused) return;
    for (const toast of visible) {
      if (map.has(toast.id)) continue;
      const ms = toast.tone === 'error' ? errorDurationMs : durationMs;
      if (ms === null) continue;
      const handle = clock.setTimeout(() => {
        map.delete(toast.id);
        dismiss(toast.id);
      }, ms);
      map.set(toast.id, handle);
    }
  }, [visible, paused, durationMs, errorDurationMs, dismiss]);

  // Stop every clock when the host unmounts.
  useEffect(() => {
    const map = running.current;
    return () => {
      for (const handle of map.values()) timersRef.current.clearTimeout(handle);
      map.clear();
    };
  }, []);

  return { toasts: visible, waiting: Math.max(0, queue.length - visible.length), show, dismiss, clear, pause, resume };
}
