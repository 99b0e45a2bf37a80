import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { awaitCaptcha, awaitCaptchaOutcome } from './awaitCaptcha';
import { connectClientToSession } from './connectClientToSession';
import { sessionMachine } from './session.machine';

function start(input = {}) {
  const actor = createActor(sessionMachine, { input });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('session', () => {
  it('starts with the spec §3 defaults', () => {
    const { context } = start().actor.getSnapshot();
    expect(context).toMatchObject({
      isLogin: false,
      currency: '฿',
      shopCartNum: 0,
      locale: 'th_TH',
      transLang: 'en_US',
      osPlatform: 1,
      pointRuleExpired: '2024-02',
      verifySource: null,
      bind_phone: { show: false },
      toasts: [],
    });
  });

  it('Chinese tourist mode forces zh_CN and holds it', () => {
    const { actor } = start({ locale: 'en_US', is_chinese_tourists: true });
    expect(actor.getSnapshot().context.locale).toBe('zh_CN');
    actor.send({ type: 'locale.set', locale: 'th_TH' });
    expect(actor.getSnapshot().context.locale).toBe('zh_CN');
  });

  it('follows is_login from the client and tells listeners only about changes', () => {
    const { actor, emitted } = start();
    const onLogin = connectClientToSession(() => actor);
    onLogin(false);
    onLogin(true);
    onLogin(true);
    expect(actor.getSnapshot().context.isLogin).toBe(true);
    expect(emitted).toEqual([{ type: 'login.changed', isLogin: true }]);
  });

  it('captcha: start records the source and sets verified false; finish resolves the waiting caller', async () => {
    const { actor } = start({ isVerified: true });
    const result = awaitCaptcha(actor, 'addToCart');
    expect(actor.getSnapshot().context).toMatchObject({ verifySource: 'addToCart', isVerified: false });
    actor.send({ type: 'captcha.finish', verified: true });
    await expect(result).resolves.toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ verifySource: null, isVerified: true });
  });

  it('captcha: a passed slide hands its ticket to the caller that retries the guarded call', async () => {
    const { actor } = start();
    const passed = awaitCaptchaOutcome(actor, 'login');
    actor.send({ type: 'captcha.finish', verified: true, ticket: 'ticket-7' });
    await expect(passed).resolves.toEqual({ verified: true, ticket: 'ticket-7' });
    const closed = awaitCaptchaOutcome(actor, 'login');
    actor.send({ type: 'captcha.finish', verified: false, ticket: 'ignored' });
    await expect(closed).resolves.toEqual({ verified: false, ticket: null });
  });

  it('captcha: a caller that goes away closes the popup and resolves false', async () => {
    const { actor } = start();
    const controller = new AbortController();
    const result = awaitCaptcha(actor, 'addToCart', controller.signal);
    controller.abort();
    await expect(result).resolves.toBe(false);
    expect(actor.getSnapshot().context.verifySource).toBeNull();
  });

  it('captcha: a cancel closes only the captcha of its own source', async () => {
    const { actor } = start();
    actor.send({ type: 'captcha.start', source: 'login' });
    actor.send({ type: 'captcha.cancel', source: 'addToCart' });
    expect(actor.getSnapshot().context.verifySource).toBe('login');
    actor.send({ type: 'captcha.cancel', source: 'login' });
    expect(actor.getSnapshot().context).toMatchObject({ verifySource: null, isVerified: false });
  });

  it('queues toasts with their own ids and dismisses them by id', () => {
    const { actor } = start();
    actor.send({ type: 'toast.show', text: 'one' });
    actor.send({ type: 'toast.show', text: 'two', tone: 'danger' });
    actor.send({ type: 'toast.dismiss', id: 'toast-1' });
    expect(actor.getSnapshot().context.toasts).toEqual([{ id: 'toast-2', text: 'two', tone: 'danger' }]);
  });

  it('bundle: tips show until dismissed; "never" turns them off', () => {
    const { actor } = start();
    actor.send({ type: 'bundle.tips', bundle_tips: 'Save ฿50', last_bundle_tip_time: 10 });
    actor.send({ type: 'bundle.dismiss', never: true });
    expect(actor.getSnapshot().context.bundle).toEqual({
      no_need_bundle_tip: true,
      last_bundle_tip_time: 10,
      bundle_tips: null,
      style: null,
    });
  });
});
