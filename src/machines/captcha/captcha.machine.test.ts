import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { captchaMachine, type CaptchaChallenge, type CaptchaCheck } from './captcha.machine';

const challenge: CaptchaChallenge = { token: 't-1', background: '/bg.webp', slider: '/piece.webp', y: 46 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(check: (x: number) => CaptchaCheck) {
  const checked: { token: string; x: number }[] = [];
  const fetched: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    captchaMachine.provide({
      actors: {
        fetchChallenge: fromPromise(async ({ input }: { input: { source: string } }) => {
          fetched.push(input.source);
          return challenge;
        }),
        checkSlide: fromPromise(async ({ input }: { input: { token: string; x: number } }) => {
          checked.push(input);
          return check(input.x);
        }),
      },
    }),
    { clock },
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, checked, fetched, emitted };
}

describe('captcha machine', () => {
  it('records the source, checks the released slide and resolves the caller with verified true', async () => {
    const { actor, clock, checked, fetched, emitted } = start((x) => (x === 180 ? { passed: true, ticket: 'ok' } : { passed: false }));
    actor.send({ type: 'open', source: 'addToCart' });
    expect(actor.getSnapshot().context).toMatchObject({ source: 'addToCart', verified: false });
    await tick();
    expect(fetched).toEqual(['addToCart']);
    actor.send({ type: 'drag.start' });
    actor.send({ type: 'drag.move', offset: 90 });
    actor.send({ type: 'drag.end', offset: 180 });
    await tick();
    expect(checked).toEqual([{ token: 't-1', x: 180 }]);
    expect(actor.getSnapshot().value).toEqual({ open: 'passed' });
    clock.increment(600);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ source: null, verified: true });
    expect(emitted).toEqual([{ type: 'finished', source: 'addToCart', verified: true, ticket: 'ok' }]);
  });

  it('loads a new puzzle after a refused slide and never checks the same release twice', async () => {
    const { actor, clock, checked, fetched } = start(() => ({ passed: false }));
    actor.send({ type: 'open', source: 'login' });
    await tick();
    actor.send({ type: 'drag.end', offset: 40 });
    actor.send({ type: 'drag.end', offset: 40 });
    await tick();
    expect(checked).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ open: 'refused' });
    clock.increment(900);
    await tick();
    expect(fetched).toEqual(['login', 'login']);
    expect(actor.getSnapshot().context.offset).toBe(0);
  });

  it('closing resolves the caller with verified false and clears the source', async () => {
    const { actor, emitted } = start(() => ({ passed: true, ticket: 'x' }));
    actor.send({ type: 'open', source: 'addToCart' });
    await tick();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().context).toMatchObject({ source: null, verified: false });
    expect(emitted).toEqual([{ type: 'finished', source: 'addToCart', verified: false, ticket: null }]);
  });
});
