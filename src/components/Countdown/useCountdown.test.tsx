// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { splitDuration } from './splitDuration';
import { useCountdown } from './useCountdown';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const START = Date.UTC(2026, 1, 1, 3, 0, 0);

let container: HTMLDivElement;
let root: Root;
let seen: number[];

function Probe({ endsAt, now }: { endsAt: number | string; now?: () => number }) {
  seen.push(useCountdown(endsAt, now));
  return null;
}

function mount(endsAt: number | string, now?: () => number) {
  act(() => root.render(<Probe endsAt={endsAt} now={now} />));
}

const latest = () => seen.at(-1);

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  vi.setSystemTime(START);
  container = document.createElement('div');
  root = createRoot(container);
  seen = [];
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('starts with the time left and ticks down every second', () => {
    mount(START + 5_000);
    expect(latest()).toBe(5_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(latest()).toBe(4_000);
    act(() => vi.advanceTimersByTime(2_000));
    expect(latest()).toBe(2_000);
  });

  it('stops at zero and schedules nothing more', () => {
    mount(START + 2_000);
    act(() => vi.advanceTimersByTime(5_000));
    expect(latest()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is 0 at once for a past or invalid end', () => {
    mount(START - 1_000);
    expect(latest()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    mount('not a date');
    expect(latest()).toBe(0);
  });

  it('reads the injected clock, not the machine clock', () => {
    let clock = START + 60_000;
    const now = () => clock;
    mount(START + 120_000, now);
    expect(latest()).toBe(60_000);
    clock += 30_000;
    act(() => vi.advanceTimersByTime(1_000));
    expect(latest()).toBe(30_000);
  });

  it('reads a zoneless end as Bangkok time', () => {
    // 2026-02-01 10:00:10 in Bangkok is 03:00:10 UTC.
    mount('2026-02-01 10:00:10');
    expect(latest()).toBe(10_000);
  });

  it('clears its timer on unmount', () => {
    mount(START + 10_000);
    expect(vi.getTimerCount()).toBe(1);
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    root = createRoot(container);
  });
});

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds, rounding down', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('gives zeros for zero, negative and non-finite input', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitDuration(0)).toEqual(zero);
    expect(splitDuration(-5_000)).toEqual(zero);
    expect(splitDuration(Number.NaN)).toEqual(zero);
  });
});
