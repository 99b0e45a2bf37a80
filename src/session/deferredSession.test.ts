import { describe, expect, it } from 'vitest';
import { awaitCaptcha } from './awaitCaptcha';
import { createDeferredSession } from './deferredSession';
import { initialSessionContext } from './session.defaults';

const input = { locale: 'en_US' as const, osPlatform: 1 as const, isLogin: true };

describe('createDeferredSession', () => {
  it('reads as the machine would start, before and after the machine has loaded', async () => {
    const session = createDeferredSession(input);
    expect(session.getSnapshot().context).toEqual(initialSessionContext(input));
    await session.start();
    expect(session.getSnapshot().context).toEqual(initialSessionContext(input));
  });

  it('takes the events sent before the machine loaded, in order', async () => {
    const session = createDeferredSession(input);
    session.send({ type: 'cart.count', count: 3 });
    session.send({ type: 'toast.show', text: 'Added to cart' });
    session.send({ type: 'cart.count', count: 4 });
    expect(session.getSnapshot().context.shopCartNum).toBe(0);
    await session.start();
    expect(session.getSnapshot().context.shopCartNum).toBe(4);
    expect(session.getSnapshot().context.toasts).toEqual([{ id: 'toast-1', text: 'Added to cart' }]);
  });

  it('a captcha whose caller went away before the machine loaded stays closed once it has', async () => {
    const session = createDeferredSession(input);
    const controller = new AbortController();
    const passed = awaitCaptcha(session, 'addToCart', controller.signal);
    controller.abort();
    await expect(passed).resolves.toBe(false);
    await session.start();
    expect(session.getSnapshot().context.verifySource).toBeNull();
  });

  it('resolves a waiting caller when the captcha started before the machine loaded finishes', async () => {
    const session = createDeferredSession(input);
    const passed = awaitCaptcha(session, 'addToCart');
    await session.start();
    expect(session.getSnapshot().context.verifySource).toBe('addToCart');
    session.send({ type: 'captcha.finish', verified: true, ticket: 't-1' });
    await expect(passed).resolves.toBe(true);
  });
});
