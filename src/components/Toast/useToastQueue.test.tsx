// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastDurationContext } from './toastDuration';
import { useToastQueue, type ToastQueue, type UseToastQueueOptions } from './useToastQueue';

// Tell React this is a test environment so act() flushes effects.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

/** Renders the hook; `contextDuration` (when given) is the ToastDurationContext around it. */
function renderQueue(options?: UseToastQueueOptions, contextDuration?: number | null): { current: () => ToastQueue; unmount: () => void } {
  let latest: ToastQueue | undefined;
  function Probe() {
    latest = useToastQueue(options);
    return null;
  }
  const container = document.createElement('div');
  const created = createRoot(container);
  root = created;
  act(() =>
    created.render(
      <StrictMode>
        {contextDuration === undefined ? <Probe /> : <ToastDurationContext value={contextDuration}><Probe /></ToastDurationContext>}
      </StrictMode>,
    ),
  );
  return {
    current: () => {
      if (!latest) throw new Error('the hook did not render');
      return latest;
    },
    unmount: () => act(() => created.unmount()),
  };
}

const messages = (queue: ToastQueue) => queue.toasts.map((toast) => toast.message);

describe('useToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    if (root) act(() => root?.unmount());
    root = undefined;
    vi.useRealTimers();
  });

  it('shows one toast at a time and dismisses it after durationMs', () => {
    const hook = renderQueue({ durationMs: 3000 });
    act(() => {
      hook.current().show('Added to cart', 'success');
      hook.current().show('Coupon claimed');
    });
    expect(messages(hook.current())).toEqual(['Added to cart']);
    expect(hook.current().waiting).toBe(1);

    act(() => vi.advanceTimersByTime(2999));
    expect(messages(hook.current())).toEqual(['Added to cart']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages(hook.current())).toEqual(['Coupon claimed']);
    expect(hook.current().waiting).toBe(0);
  });

  it('starts a queued toast’s clock only when it becomes visible', () => {
    const hook = renderQueue({ durationMs: 1000 });
    act(() => {
      hook.current().show('first');
    });
    act(() => vi.advanceTimersByTime(900));
    act(() => {
      hook.current().show('second');
    });
    act(() => vi.advanceTimersByTime(100));
    expect(messages(hook.current())).toEqual(['second']);
    // The second toast waited 100 ms behind the first, yet still gets its full second.
    act(() => vi.advanceTimersByTime(999));
    expect(messages(hook.current())).toEqual(['second']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages(hook.current())).toEqual([]);
  });

  it('gives error toasts their own duration', () => {
    const hook = renderQueue({ durationMs: 1000, errorDurationMs: 5000 });
    act(() => {
      hook.current().show('Network error', 'error');
    });
    act(() => vi.advanceTimersByTime(4999));
    expect(messages(hook.current())).toEqual(['Network error']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages(hook.current())).toEqual([]);
  });

  it('stacks up to maxVisible toasts, each on its own clock', () => {
    const hook = renderQueue({ durationMs: 1000, maxVisible: 2 });
    act(() => {
      hook.current().show('a');
    });
    act(() => vi.advanceTimersByTime(500));
    act(() => {
      hook.current().show('b');
      hook.current().show('c');
    });
    expect(messages(hook.current())).toEqual(['a', 'b']);
    act(() => vi.advanceTimersByTime(500));
    expect(messages(hook.current())).toEqual(['b', 'c']);
    act(() => vi.advanceTimersByTime(500));
    expect(messages(hook.current())).toEqual(['c']);
    act(() => vi.advanceTimersByTime(500));
    expect(messages(hook.current())).toEqual([]);
  });

  it('dismisses by id at once and stops that toast’s clock', () => {
    const hook = renderQueue({ durationMs: 1000 });
    let id = '';
    act(() => {
      id = hook.current().show('first');
      hook.current().show('second');
    });
    act(() => hook.current().dismiss(id));
    expect(messages(hook.current())).toEqual(['second']);
    act(() => vi.advanceTimersByTime(999));
    expect(messages(hook.current())).toEqual(['second']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('returns distinct ids', () => {
    const hook = renderQueue();
    const ids: string[] = [];
    act(() => {
      ids.push(hook.current().show('a'), hook.current().show('b'), hook.current().show('c'));
    });
    expect(new Set(ids).size).toBe(3);
  });

  it('pauses while the shopper reads and restarts with the full duration', () => {
    const hook = renderQueue({ durationMs: 1000 });
    act(() => {
      hook.current().show('Read me');
    });
    act(() => vi.advanceTimersByTime(800));
    act(() => hook.current().pause());
    act(() => vi.advanceTimersByTime(10_000));
    expect(messages(hook.current())).toEqual(['Read me']);
    act(() => hook.current().resume());
    act(() => vi.advanceTimersByTime(999));
    expect(messages(hook.current())).toEqual(['Read me']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages(hook.current())).toEqual([]);
  });

  it('clears the queue and leaves no timer behind on unmount', () => {
    const hook = renderQueue({ durationMs: 1000 });
    act(() => {
      hook.current().show('a');
      hook.current().show('b');
    });
    act(() => hook.current().clear());
    expect(messages(hook.current())).toEqual([]);
    act(() => {
      hook.current().show('c');
    });
    hook.unmount();
    root = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses injected timers instead of the global clock', () => {
    const pending = new Map<number, () => void>();
    let next = 0;
    const timers = {
      setTimeout: vi.fn((callback: () => void) => {
        next += 1;
        pending.set(next, callback);
        return next;
      }),
      clearTimeout: vi.fn((handle: unknown) => {
        pending.delete(handle as number);
      }),
    };
    const hook = renderQueue({ durationMs: 2500, timers });
    act(() => {
      hook.current().show('Injected');
    });
    expect(timers.setTimeout).toHaveBeenLastCalledWith(expect.any(Function), 2500);
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      for (const callback of [...pending.values()]) callback();
    });
    expect(messages(hook.current())).toEqual([]);
  });

  it('dismisses after 3 s when neither the options nor a ToastDurationContext say otherwise', () => {
    const hook = renderQueue();
    act(() => {
      hook.current().show('Saved');
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(messages(hook.current())).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(messages(hook.current())).toEqual([]);
  });

  it('keeps every toast until dismissed when ToastDurationContext is null, errors too', () => {
    const hook = renderQueue({}, null);
    act(() => {
      hook.current().show('Saved', 'success');
      hook.current().show('Could not save', 'error');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(messages(hook.current())).toEqual(['Saved']);
    expect(vi.getTimerCount()).toBe(0);
    act(() => hook.current().dismiss(hook.current().toasts[0]?.id ?? ''));
    act(() => vi.advanceTimersByTime(60_000));
    expect(messages(hook.current())).toEqual(['Could not save']);
  });

  it('takes the duration of its options over the context’s, and an error duration of its own', () => {
    const hook = renderQueue({ durationMs: 1000, errorDurationMs: null }, 5000);
    act(() => {
      hook.current().show('Saved', 'success');
      hook.current().show('Could not save', 'error');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(messages(hook.current())).toEqual(['Could not save']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(messages(hook.current())).toEqual(['Could not save']);
  });
});
