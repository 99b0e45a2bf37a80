/** Story-only helpers of the merchant counter page stories (stateful mock backend, `merchant` seed). */
import { expect, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import type { bookingProviderMocks } from '../../../mocks/handlers/bookingProvider';
import { scenario, type Scenario } from '../../../mocks/scenarios';
import { ACCOUNT_IDS } from '../../../mocks/shop/seedNames';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { bookAndPay } from '../../../mocks/shop/booking/bookingTesting';
import { storyText, type LocaleGlobals, type StoryText } from '../../support/storyText';

export { bookingRequestLog } from '../../support/bookingRequestLog';
import { playGuestSentToSignIn } from '../../support/routeSteps';

export { address, at, playGuestSentToSignIn } from '../../support/routeSteps';

/** The provider path prefix the counter pages call. */
export const PROVIDER = '/booking/f/wap/provider_merchant';

/**
 * The shopper's side of the first journey on the mock shop: the demo shopper books the Thai herbal
 * facial at Glow Studio สยามสแควร์ tomorrow (Saturday 15 March 2025) at 11:00 and pays its deposit;
 * then the merchant is signed in again. Answers the new order's id and voucher code.
 */
export function shopperBooksAndPaysDeposit(): { orderId: string; voucher: string } {
  const state = sharedShop.state;
  state.account.session.userId = ACCOUNT_IDS.shopper;
  // Booked, then the deposit paid through checkout (the mock shop's deposit order), as the shopper does.
  const reservation = bookAndPay(state, { service_id: '11001', store_id: 'S-1', date: '2025-03-15', time: '11:00' });
  state.account.session.userId = ACCOUNT_IDS.merchant;
  const voucher = state.booking.vouchers.find((candidate) => candidate.order_id === reservation.order_id && candidate.kind === 'booking');
  if (!voucher) throw new Error('the new booking has no voucher');
  return { orderId: reservation.order_id, voucher: voucher.code };
}

/** What a shopper must not see on a merchant page: a pattern, or one built from the texts of the story's language. */
export type ForbiddenText = RegExp | ((text: StoryText) => RegExp);

/** A page story's check for a signed-in shopper: the merchant invitation (in the story's language), never the merchant's data. */
export function playShopperInvited(forbidden: ForbiddenText) {
  return async (context: { canvasElement: HTMLElement; globals: LocaleGlobals }) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text('bookingMerchant:invitation.title') }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text('bookingMerchant:invitation.apply') })).toHaveAttribute('href', '/m/booking/settled/agreement');
    await expect(canvas.queryByText(typeof forbidden === 'function' ? forbidden(text) : forbidden)).toBeNull();
  };
}

/** A page story's check for a failed load (English): the message with a retry. */
export function playLoadFailed() {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  };
}

/** A page story for a guest: sent to sign in, with the page at `path` as the way back. */
export const guestStory = (path: string) => ({ parameters: { shop: { seed: 'guest' as const } }, globals: { login: 'guest' }, play: playGuestSentToSignIn(path) });

/** A page story for a signed-in shopper: the invitation, nothing matching `forbidden`. */
export const shopperStory = (forbidden: ForbiddenText) => ({ parameters: { shop: { seed: 'shopper' as const } }, play: playShopperInvited(forbidden) });

/** A page story whose provider call `endpoint` fails as `how` (English): the failed page with a retry. */
export const failedLoadStory = (endpoint: keyof typeof bookingProviderMocks, how: Scenario) => ({
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, [endpoint]: how }) } } },
  play: playLoadFailed(),
});

