import { describe, expect, it } from 'vitest';
import { documentPreloadsAdded, PRELOADS_WAIT_CAP_MS } from './documentPreloads';

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('documentPreloadsAdded', () => {
  it('resolves at once without the starter’s promise, or with something else in its place', async () => {
    for (const value of [undefined, null, 7, 'ready', { then: 'no' }]) expect(await settled(documentPreloadsAdded(value, () => undefined))).toBe(true);
  });

  it('waits for the starter’s promise, resolved or rejected', async () => {
    let finish = (): void => {};
    const pending = documentPreloadsAdded(new Promise<void>((resolve) => (finish = resolve)), () => undefined);
    expect(await settled(pending)).toBe(false);
    finish();
    expect(await settled(pending)).toBe(true);
    expect(await settled(documentPreloadsAdded(Promise.reject(new Error('x')), () => undefined))).toBe(true);
  });

  it('resolves with the page’s module files the starter gave, leaving out anything but a root-relative script address', async () => {
    const files = ['/assets/ui-Ab12.js', '/assets/ListPage-Cd34.js'];
    expect(await documentPreloadsAdded(Promise.resolve(files), () => undefined)).toEqual(files);
    const hostile = ['//evil.example/x.js', 'https://evil.example/x.js', '/assets/../../x.js', 'javascript:alert(1)', '/assets/a.css', 7, null, '/assets/ok-1.js'];
    expect(await documentPreloadsAdded(Promise.resolve(hostile), () => undefined)).toEqual(['/assets/ok-1.js']);
    for (const value of [undefined, 'files', { length: 1 }]) expect(await documentPreloadsAdded(Promise.resolve(value), () => undefined)).toEqual([]);
    expect(await documentPreloadsAdded(undefined, () => undefined)).toEqual([]);
  });

  it('does not wait longer than the cap for a promise that never settles', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    const pending = documentPreloadsAdded(new Promise(() => undefined), (run, ms) => timers.push({ run, ms }));
    expect(await settled(pending)).toBe(false);
    expect(timers.map(({ ms }) => ms)).toEqual([PRELOADS_WAIT_CAP_MS]);
    timers[0]?.run();
    expect(await settled(pending)).toBe(true);
    expect(await pending).toEqual([]);
  });
});
