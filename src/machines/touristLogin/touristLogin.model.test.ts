import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import type { LoginData } from '../../api';
import { expectFullCoverage, runModelTest, type ModelCoverage } from '../testing/modelTest';
import { hasBlockCookie } from './touristLogin.actors';
import { touristLoginMachine } from './touristLogin.machine';

const events = [
  { type: 'xstate.done.actor.isBlocked', output: true },
  { type: 'xstate.done.actor.isBlocked', output: false },
  { type: 'xstate.error.actor.isBlocked', error: new Error('no cookies') },
  { type: 'xstate.done.actor.wechatLogin', output: { userInfo: { id: '1', username: '游客' } } },
  { type: 'xstate.error.actor.wechatLogin', error: new Error('denied') },
];

/** What either walk covered (the input decides which branches a walk can reach). */
function union(a: ModelCoverage, b: ModelCoverage): ModelCoverage {
  const transitions = a.transitions.missing.filter((m) => b.transitions.missing.includes(m));
  const states = a.states.missing.filter((m) => b.states.missing.includes(m));
  return {
    ...a,
    paths: a.paths + b.paths,
    transitions: { total: a.transitions.total, covered: a.transitions.total - transitions.length, missing: transitions },
    states: { total: a.states.total, covered: a.states.total - states.length, missing: states },
    emitted: [...a.emitted, ...b.emitted],
  };
}

describe('touristLogin model', () => {
  it('covers every state and transition (a logged-out Chinese tourist, and everyone else)', async () => {
    const tourist = await runModelTest({ machine: touristLoginMachine, input: { isLogin: false, isChineseTourist: true }, events });
    const other = await runModelTest({ machine: touristLoginMachine, input: { isLogin: true, isChineseTourist: true }, events });
    expectFullCoverage(union(tourist, other));
    expect(other.emitted).toEqual([]);
  });
});

describe('touristLogin machine', () => {
  async function run(input: { isLogin: boolean; isChineseTourist: boolean }, blocked: boolean) {
    const logins: unknown[] = [];
    const actor = createActor(
      touristLoginMachine.provide({
        actors: {
          isBlocked: fromPromise(async () => blocked),
          wechatLogin: fromPromise<LoginData | null, { code: string | null }>(async ({ input: i }) => {
            logins.push(i);
            return { userInfo: { id: '1', username: '游客' } };
          }),
        },
      }),
      { input },
    );
    const emitted: AnyEventObject[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { actor, logins, emitted };
  }

  it('logs a logged-out Chinese tourist in and asks for the Chinese success toast', async () => {
    const { actor, logins, emitted } = await run({ isLogin: false, isChineseTourist: true }, false);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(logins).toEqual([{ code: null }]);
    expect(emitted.map((e) => e.type)).toEqual(['loggedIn', 'toast']);
    expect(emitted[1]).toMatchObject({ message: { key: 'touristLogin.success', ns: 'flows' } });
  });

  it('skips when the cookie blocks it, when logged in, or for other shoppers', async () => {
    expect((await run({ isLogin: false, isChineseTourist: true }, true)).logins).toEqual([]);
    expect((await run({ isLogin: true, isChineseTourist: true }, false)).logins).toEqual([]);
    expect((await run({ isLogin: false, isChineseTourist: false }, false)).actor.getSnapshot().value).toBe('skipped');
  });

  it('reads the blocking cookie', () => {
    expect(hasBlockCookie('a=1; f34c_no_wechat_auto_login=1')).toBe(true);
    expect(hasBlockCookie('f34c_no_wechat_auto_login=0')).toBe(false);
    expect(hasBlockCookie('other=1')).toBe(false);
  });
});
