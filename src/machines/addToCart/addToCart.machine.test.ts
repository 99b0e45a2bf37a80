import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject } from 'xstate';
import type { AddToCartPayload } from '../../api';
import { addToCartMachine } from './addToCart.machine';
import type { CartAddResult } from './addToCart.types';
import { bindPhoneResult, captchaResult, cartFullResult, item, okNoTips, okWithTips, otherResult } from './addToCart.testData';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(answers: CartAddResult[], captcha: boolean[] = [], replace: CartAddResult = okNoTips) {
  const adds: AddToCartPayload[] = [];
  const captchas: string[] = [];
  const replaces: unknown[] = [];
  const actor = createActor(
    addToCartMachine.provide({
      actors: {
        addItem: fromPromise(async ({ input }: { input: AddToCartPayload }) => {
          adds.push(input);
          const answer = answers[Math.min(adds.length - 1, answers.length - 1)];
          if (!answer) throw new Error('no answer');
          return answer;
        }),
        replaceItem: fromPromise(async ({ input }: { input: { team_id: string; quantity: number } }) => {
          replaces.push(input);
          return replace;
        }),
        verifyCaptcha: fromPromise(async ({ input }: { input: { source: string } }) => {
          captchas.push(input.source);
          return captcha[captchas.length - 1] ?? false;
        }),
      },
    }),
  );
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, adds, captchas, replaces, emitted };
}

const add = { type: 'add', item, isLogin: true, inApp: false, at: 1_700_000_000_000 } as const;

describe('addToCart machine', () => {
  it('sends the spec §7 payload and announces the count, a toast and the bundle tips on success', async () => {
    const { actor, adds, emitted } = start([okWithTips]);
    actor.send({ ...add, bundle: { no_need_bundle_tip: false, last_bundle_tip_time: 1_690_000_000_000 } });
    await tick();
    expect(adds).toEqual([
      {
        team_id: '50001',
        quantity: 2,
        not_read_cart_detail: 1,
        promotion_mgr_id: 'p9',
        no_need_bundle_tip: 0,
        last_bundle_tip_time: 1_690_000_000_000,
        source: 'detail',
      },
    ]);
    expect(emitted.map((e) => e.type)).toEqual(['added', 'toast', 'bundleTips']);
    expect(emitted[0]).toEqual({ type: 'added', count: 5 });
    expect(emitted[2]).toMatchObject({ text: 'Add a sunscreen and save ฿50 more', at: 1_700_000_000_000 });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows no bundle tips when the shopper turned them off', async () => {
    const { actor, adds, emitted } = start([okWithTips]);
    actor.send({ ...add, bundle: { no_need_bundle_tip: true, last_bundle_tip_time: null } });
    await tick();
    expect(adds[0]?.no_need_bundle_tip).toBe(1);
    expect(emitted.map((e) => e.type)).toEqual(['added', 'toast']);
  });

  it('10002: runs the captcha once and retries the same add when it passed', async () => {
    const { actor, adds, captchas, emitted } = start([captchaResult, okNoTips], [true]);
    actor.send(add);
    await tick();
    await tick();
    expect(captchas).toEqual(['addToCart']);
    expect(adds).toHaveLength(2);
    expect(adds[1]).toEqual(adds[0]);
    expect(emitted[0]).toEqual({ type: 'added', count: 6 });
  });

  it('10002: stops quietly when the captcha is closed', async () => {
    const { actor, adds, emitted } = start([captchaResult], [false]);
    actor.send(add);
    await tick();
    await tick();
    expect(adds).toHaveLength(1);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('10002 again after a passed captcha: a toast instead of an endless loop', async () => {
    const { actor, captchas, emitted } = start([captchaResult, captchaResult], [true, true]);
    actor.send(add);
    await tick();
    await tick();
    expect(captchas).toHaveLength(1);
    expect(emitted.map((e) => e.type)).toEqual(['toast']);
  });

  it('cart full: replace-and-buy sends team_id and quantity; go to cart navigates', async () => {
    const full = start([cartFullResult]);
    full.actor.send(add);
    await tick();
    expect(full.actor.getSnapshot().hasTag('dialog')).toBe(true);
    full.actor.send({ type: 'replace' });
    await tick();
    expect(full.replaces).toEqual([{ team_id: '50001', quantity: 2 }]);
    expect(full.emitted[0]).toEqual({ type: 'added', count: 6 });

    const toCart = start([cartFullResult]);
    toCart.actor.send(add);
    await tick();
    toCart.actor.send({ type: 'goToCart' });
    expect(toCart.emitted).toEqual([{ type: 'navigate', to: '/m/shop_cart.php' }]);
  });

  it('code 2 asks for the bind-phone prompt with the server tip', async () => {
    const { actor, emitted } = start([bindPhoneResult]);
    actor.send(add);
    await tick();
    expect(emitted).toEqual([
      { type: 'bindPhone', submit_param: { team_id: '50001', quantity: 1 }, bind_phone_tip: 'Bind first' },
    ]);
  });

  it('in the app while logged out: to login, nothing sent; take_down: a message, no navigation', async () => {
    const app = start([okNoTips]);
    app.actor.send({ ...add, isLogin: false, inApp: true });
    expect(app.adds).toEqual([]);
    expect(app.emitted).toEqual([{ type: 'navigate', to: '/m/login.php' }]);

    const down = start([okNoTips]);
    down.actor.send({ ...add, item: { ...item, status: 'take_down' }, isLogin: false, inApp: true });
    expect(down.adds).toEqual([]);
    expect(down.emitted.map((e) => e.type)).toEqual(['toast']);
  });

  it('another failure: the server text as a toast, and the item kept for another try', async () => {
    const { actor, emitted } = start([otherResult]);
    actor.send(add);
    await tick();
    expect(emitted).toEqual([{ type: 'toast', tone: 'danger', message: { text: 'Out of stock in your area' } }]);
    expect(actor.getSnapshot().context.item).toEqual(item);
  });
});
