import { describe, expect, it } from 'vitest';
import type { ImpressionEvent } from './impression.machine';
import { observeImpression, type IntersectionObserverFactory } from './intersectionAdapter';

/** A fake IntersectionObserver constructor that records what is observed and can report crossings. */
function fakeObservers() {
  const created: { callback: IntersectionObserverCallback; observed: Set<Element>; disconnected: boolean }[] = [];
  const factory: IntersectionObserverFactory = (callback) => {
    const record = { callback, observed: new Set<Element>(), disconnected: false };
    created.push(record);
    return {
      observe: (element) => void record.observed.add(element),
      unobserve: (element) => void record.observed.delete(element),
      disconnect: () => {
        record.disconnected = true;
        record.observed.clear();
      },
    };
  };
  const report = (index: number, entries: { target: Element; ratio: number }[]) => {
    const observer = created[index];
    if (!observer) throw new Error(`no observer ${index}`);
    observer.callback(
      entries.map(({ target, ratio }) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  };
  return { factory, created, report };
}

const element = (name: string) => ({ name }) as unknown as Element;

describe('observeImpression', () => {
  it('watches every element with one observer and routes each crossing to its own element', () => {
    const { factory, created, report } = fakeObservers();
    const [first, second] = [element('first'), element('second')];
    const firstEvents: ImpressionEvent[] = [];
    const secondEvents: ImpressionEvent[] = [];
    observeImpression(first, (event) => firstEvents.push(event), factory);
    observeImpression(second, (event) => secondEvents.push(event), factory);

    expect(created).toHaveLength(1);
    expect([...(created[0]?.observed ?? [])]).toEqual([first, second]);
    report(0, [{ target: second, ratio: 0.5 }, { target: first, ratio: 0 }]);
    expect(firstEvents).toEqual([{ type: 'intersect', ratio: 0 }]);
    expect(secondEvents).toEqual([{ type: 'intersect', ratio: 0.5 }]);
  });

  it('keeps watching an element while one of its listeners remains, and disconnects once nothing is watched', () => {
    const { factory, created, report } = fakeObservers();
    const card = element('card');
    const other = element('other');
    const events: string[] = [];
    const stopA = observeImpression(card, () => events.push('a'), factory);
    const stopB = observeImpression(card, () => events.push('b'), factory);
    const stopOther = observeImpression(other, () => events.push('other'), factory);

    stopA();
    stopA();
    report(0, [{ target: card, ratio: 1 }]);
    expect(events).toEqual(['b']);
    expect(created[0]?.observed.has(card)).toBe(true);

    stopB();
    expect(created[0]?.observed.has(card)).toBe(false);
    expect(created[0]?.disconnected).toBe(false);
    stopOther();
    expect(created[0]?.disconnected).toBe(true);

    // Observing again after that starts a new observer.
    observeImpression(card, () => events.push('again'), factory);
    expect(created).toHaveLength(2);
    expect(created[1]?.observed.has(card)).toBe(true);
  });

  it('gives each factory its own observer', () => {
    const one = fakeObservers();
    const two = fakeObservers();
    observeImpression(element('a'), () => undefined, one.factory);
    observeImpression(element('b'), () => undefined, two.factory);
    expect(one.created).toHaveLength(1);
    expect(two.created).toHaveLength(1);
  });
});
