import { describe, expect, it } from 'vitest';
import { expectFullCoverage, runModelTest } from '../testing/modelTest';
import { addToCartMachine } from './addToCart.machine';
import {
  bindPhoneResult,
  cancelledResult,
  captchaResult,
  cartFullResult,
  item,
  loginResult,
  okNoTips,
  okWithTips,
  otherResult,
} from './addToCart.testData';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('boom') });

describe('addToCart model', () => {
  it('covers every state and transition', async () => {
    const coverage = await runModelTest({
      machine: addToCartMachine,
      events: [
        { type: 'add', item, isLogin: true, inApp: false, at: 1 },
        { type: 'add', item: { ...item, status: 'take_down' }, isLogin: false, inApp: true, at: 1 },
        { type: 'add', item, isLogin: false, inApp: true, at: 1 },
        { type: 'replace' },
        { type: 'goToCart' },
        { type: 'dismiss' },
        ...[okWithTips, okNoTips, cartFullResult, bindPhoneResult, captchaResult, loginResult, cancelledResult, otherResult].map(
          (result) => done('addItem', result),
        ),
        error('addItem'),
        done('verifyCaptcha', true),
        done('verifyCaptcha', false),
        error('verifyCaptcha'),
        done('replaceItem', okWithTips),
        done('replaceItem', okNoTips),
        done('replaceItem', otherResult),
        error('replaceItem'),
      ],
    });
    expectFullCoverage(coverage);
    // A taken-down product never navigates.
    expect(coverage.emitted.filter((e) => e.type === 'navigate').map((e) => e.to as string).sort()).toEqual(
      expect.arrayContaining(['/m/login.php', '/m/login.php?from=cart', '/m/shop_cart.php']),
    );
  });
});
