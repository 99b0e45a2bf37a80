import { describe, expect, it } from 'vitest';
import { infinitePagesReducer, startPages, type InfinitePagesState, type PageResult } from './infinitePages';

const page = (items: readonly string[], number: number, hasMore: boolean): PageResult<string> => ({ ok: true, items, page: number, hasMore });
const failed: PageResult<string> = { ok: false };

function loading(state: InfinitePagesState<string>): InfinitePagesState<string> {
  return infinitePagesReducer(state, { type: 'request', source: state.source });
}

describe('startPages', () => {
  it('starts idle when more pages follow, at the end otherwise', () => {
    const first = page(['a', 'b'], 1, true);
    expect(startPages(first)).toEqual({ source: first, items: ['a', 'b'], page: 1, status: 'idle' });
    expect(startPages(page(['a'], 1, false)).status).toBe('end');
  });

  it('a failed first page is an empty list at its end (the page shows its own error)', () => {
    expect(startPages(failed)).toEqual({ source: failed, items: [], page: 0, status: 'end' });
  });
});

describe('infinitePagesReducer', () => {
  const first = page(['a', 'b'], 1, true);

  it('request → loading, then the next page is appended', () => {
    const requested = loading(startPages(first));
    expect(requested.status).toBe('loading');
    const next = infinitePagesReducer(requested, { type: 'receive', source: first, result: page(['c', 'd'], 2, true) });
    expect(next).toEqual({ source: first, items: ['a', 'b', 'c', 'd'], page: 2, status: 'idle' });
  });

  it('the last page ends the list; an empty page ends it even if it claims more', () => {
    const last = infinitePagesReducer(loading(startPages(first)), { type: 'receive', source: first, result: page(['c'], 2, false) });
    expect(last.status).toBe('end');
    const empty = infinitePagesReducer(loading(startPages(first)), { type: 'receive', source: first, result: page([], 2, true) });
    expect(empty).toMatchObject({ items: ['a', 'b'], page: 2, status: 'end' });
  });

  it('a failed page keeps what was loaded; the retry asks for the same page again', () => {
    const broken = infinitePagesReducer(loading(startPages(first)), { type: 'receive', source: first, result: failed });
    expect(broken).toEqual({ source: first, items: ['a', 'b'], page: 1, status: 'error' });
    const retried = loading(broken);
    expect(retried.status).toBe('loading');
    expect(infinitePagesReducer(retried, { type: 'receive', source: first, result: page(['c'], 2, false) })).toMatchObject({ items: ['a', 'b', 'c'], page: 2, status: 'end' });
  });

  it('ignores a request while loading or at the end', () => {
    const busy = loading(startPages(first));
    expect(loading(busy)).toBe(busy);
    const ended = startPages(page(['a'], 1, false));
    expect(loading(ended)).toBe(ended);
  });

  it('a new first page starts over; answers for the old list are ignored', () => {
    const grown = infinitePagesReducer(loading(startPages(first)), { type: 'receive', source: first, result: page(['c'], 2, true) });
    const second = page(['x'], 1, true);
    const restarted = infinitePagesReducer(loading(grown), { type: 'start', first: second });
    expect(restarted).toEqual({ source: second, items: ['x'], page: 1, status: 'idle' });
    expect(infinitePagesReducer(restarted, { type: 'receive', source: first, result: page(['late'], 3, true) })).toBe(restarted);
    expect(infinitePagesReducer(restarted, { type: 'request', source: first })).toBe(restarted);
    expect(infinitePagesReducer(restarted, { type: 'start', first: second })).toBe(restarted);
  });

  it('an abandoned (aborted) request goes back to idle so it can be asked again', () => {
    const abandoned = infinitePagesReducer(loading(startPages(first)), { type: 'abandon', source: first });
    expect(abandoned.status).toBe('idle');
    expect(infinitePagesReducer(abandoned, { type: 'abandon', source: first })).toBe(abandoned);
  });

  it('an answer that arrives when nothing was asked is ignored', () => {
    const idle = startPages(first);
    expect(infinitePagesReducer(idle, { type: 'receive', source: first, result: page(['c'], 2, true) })).toBe(idle);
  });

  it('with keyOf, items already in the list are not added again', () => {
    const next = infinitePagesReducer(loading(startPages(first)), {
      type: 'receive',
      source: first,
      result: page(['b', 'c', 'c'], 2, true),
      keyOf: (item) => item,
    });
    expect(next.items).toEqual(['a', 'b', 'c']);
  });
});
