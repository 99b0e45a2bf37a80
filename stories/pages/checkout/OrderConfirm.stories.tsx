import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderHandlers, paymentHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { EMPTY_CARD } from '../../../src/pages/checkout/OrderConfirm/cardValues';
import { OrderConfirmView } from '../../../src/pages/checkout/OrderConfirm/OrderConfirmView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from '../../support/routeSteps';
import { recordRequests } from '../../support/requestRecorder';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { bookingDepositConfirm, confirmData, longThaiConfirm, withPoints } from './storyData';
import { confirmOrder } from '../../../src/api/endpoints/orders';
import { orderMocks } from '../../../mocks/handlers/orders';
import { formatCount, formatMoney } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

const CARD_NUMBER = '4242424242424242';

/**
 * **Order confirmation: the one checkout step between the cart (or Buy now) and paying.**
 *
 * The shopper checks where the order goes (and can change the address), the items, the coupon
 * applied (chosen in a sheet), their points, how they pay (a card, or another method) and the
 * total, then taps Pay. A shopper without a delivery address is asked to add one;
 * a card number that cannot be right is pointed out before anything is sent, and the card number
 * itself never goes to the shop, only to the card company. A reservation's deposit is paid on the
 * same screen. Not for paying an order placed earlier (the order list does that).
 *
 * They see the loading state while the order is worked out, the error state with Try again when it
 * could not be, and a message on the screen when the payment is refused.
 */
const meta = {
  title: 'Pages/Checkout/OrderConfirm',
  component: OrderConfirmView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    state: { status: 'ready', data: confirmData('th_TH') },
    onRetry: fn(),
    onBack: fn(),
    onChangeAddress: fn(),
    onGoToCart: fn(),
    couponId: null,
    onCouponChange: fn(),
    onUsePointsChange: fn(),
    paymentMethod: 'card',
    onPaymentMethodChange: fn(),
    card: EMPTY_CARD,
    onCardChange: fn(),
    onPay: fn(),
  },
} satisfies Meta<typeof OrderConfirmView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper's order ready to pay: address, items, coupon, payment and total. */
export const Full: Story = {};

/** A booking's deposit (English): the appointment instead of an address and items; the deposit now, the rest at the store; Pay needs no address. */
export const BookingDeposit: Story = {
  name: 'Booking Deposit (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: bookingDepositConfirm('en_US') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const booking = canvas.getByRole('region', { name: 'Your booking' });
    await expect(within(booking).getByText('Thai Herbal Glow Facial')).toBeVisible();
    await expect(within(booking).getByText('Glow Studio นิมมาน')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Delivery address/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Coupons/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** A booking's deposit in Thai (the calendar in the Buddhist era). */
export const BookingDepositThai: Story = { globals: { locale: 'th_TH' }, args: { state: { status: 'ready', data: bookingDepositConfirm('th_TH') } } };

/** While the order is being worked out. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The order could not be worked out (no connection): the shopper can try again. */
export const Error: Story = {
  name: 'Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing to order: the page offers the way back to the cart. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: { ...confirmData('en_US'), items: [] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai names and addresses wrap without hiding the total or Pay. */
export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', data: longThaiConfirm() }, couponId: 'C-3001' },
};

/** In Simplified Chinese, paying with PromptPay. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', data: confirmData('zh_CN') }, paymentMethod: 'promptpay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即支付' })).toBeEnabled();
  },
};

/** A card number, expiry or code that cannot be right is pointed out before anything is sent. */
export const EnglishCardErrors: Story = {
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: { status: 'ready', data: confirmData('en_US') },
    card: { cardNumber: '4242', expiry: '12', securityCode: '1', holderName: '' },
    cardErrors: {
      cardNumber: 'Card number must be 16 digits',
      expiry: 'Enter a valid card expiry date',
      securityCode: 'The security code is usually 3 or 4 digits.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Expiry date/ })).toHaveAccessibleDescription(/Enter a valid card expiry date/);
  },
};

/** A shopper with no delivery address yet is asked to add one. */
export const NoAddress: Story = {
  name: 'No Address (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: { ...confirmData('en_US'), address: null } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Add address/ }));
    await expect(args.onChangeAddress).toHaveBeenCalledTimes(1);
  },
};

/** The coupon sheet: the shopper picks the coupon to use on this order. */
export const CouponSheet: Story = {
  name: 'Coupon Sheet (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: confirmData('en_US') }, initialCouponSheetOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Choose a coupon' });
    await userEvent.click(within(sheet).getByRole('radio', { name: /Free shipping over/ }));
    await expect(args.onCouponChange).toHaveBeenCalledWith('C-3003');
  },
};

/** Between tapping Pay and the answer: the button shows it is working. */
export const Paying: Story = {
  name: 'Paying (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: confirmData('en_US') }, paying: true, card: { cardNumber: CARD_NUMBER, expiry: '1228', securityCode: '123', holderName: '' } },
  play: async ({ canvasElement, args }) => {
    const pay = within(canvasElement).getByRole('button', { name: /Pay now/ });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The payment was refused: a message says so, and the shopper can pay again. */
export const PayFailed: Story = {
  name: 'Pay Failed (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: { status: 'ready', data: confirmData('en_US') },
    payFailure: 'Your payment was declined. Check your card details or choose another payment method.',
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Inside the shop's Android app, signed in. */
export const AppLoggedIn: Story = { name: 'App Logged In (Android app)', globals: { platform: 'android', login: 'loggedIn' } };

/** Points in use: the switch is on, the summary shows what they take off and the total is lower. */
export const PointsUsed: Story = {
  name: 'Points Used (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: withPoints('en_US', true) }, usePoints: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: /^Use 1,200 points/ });
    await expect(toggle).toBeChecked();
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByText('Points')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onUsePointsChange).toHaveBeenCalledWith(false);
  },
};

/** Too few points for this order: the switch is off and cannot be turned on, and says why. */
export const NoPointsToUse: Story = {
  args: { state: { status: 'ready', data: { ...confirmData('th_TH'), points: { balance: 40, usable: 0, deduction: 0, used: false } } } },
  play: async (context) => {
    const text = storyText(context);
    const locale = storyLocale(context.globals);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('switch', { name: text('checkout:points.use', { points: formatCount(0, locale), amount: formatMoney(0, locale) }) })).toBeDisabled();
    await expect(canvas.getByText(text('checkout:points.none'))).toBeVisible();
  },
};

// ---- Through the route table on the mock backend ----

type PageStory = StoryObj<{ initialPath: string }>;

let sent: ReturnType<typeof recordRequests> = [];

/** The first quote answers, the second (with points) fails with a server error. */
const pointsQuoteFails = answersInTurn(confirmOrder.meta, orderMocks.confirmOrder, [scenario.ok, scenario.serverError]);

/**
 * Card payment: the number goes to the vault only; the pay call carries the token; a double click
 * on Pay sends one pay request; the shopper lands on the payment result.
 */
export const PageCardPayment: PageStory = {
  name: 'Page Card Payment (English)',
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { orders: orderHandlers({ default: scenario.ok, payOrder: scenario.slow(300) }) } } },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), `${CARD_NUMBER}99`);
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Pay now' }));
    await at(canvasElement, '/m/payment_result?order_id=20250400');
    await canvas.findByRole('heading', { name: 'Payment successful' }, { timeout: 5000 });
    const vault = sent.filter((r) => r.url.pathname === '/v1/tokens');
    const pays = sent.filter((r) => r.url.pathname === '/m_api/order/pay.php');
    const submits = sent.filter((r) => r.url.pathname === '/m_api/orderconfirm/submit.php');
    await expect(vault).toHaveLength(1);
    await expect(JSON.parse(vault[0]?.body ?? '{}')).toMatchObject({ card_number: CARD_NUMBER, expiry: '1228', security_code: '123' });
    await expect(submits).toHaveLength(1);
    await expect(pays).toHaveLength(1);
    await expect(new URLSearchParams(pays[0]?.body).get('card_token')).toBe('tok_mock_4242');
    for (const request of sent.filter((r) => r.url.pathname !== '/v1/tokens')) {
      await expect(`${request.url} ${request.body}`).not.toContain(CARD_NUMBER);
    }
  },
};

/** An invalid card is refused on Pay with the spec §5 messages; nothing is sent anywhere. */
export const PageInvalidCard: PageStory = {
  name: 'Page Invalid Card (English)',
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), '4242');
    const before = sent.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Security code/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(sent.length).toBe(before);
  },
};

/** A declined card: the failure with Try again, on the same page. */
export const PageDeclined: PageStory = {
  name: 'Page Declined (English)',
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { payment: paymentHandlers(scenario.errcode(402)) } } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), CARD_NUMBER);
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), '1228');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};

/** PromptPay: the order is placed and the shopper gets the offline instructions. */
export const PageOfflineMethod: PageStory = {
  name: 'Page Offline Method (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'PromptPay' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await at(canvasElement, '/m/offline_payment?order_id=20250400&method=promptpay');
    // PromptPay leaves the new order pending, so the page shows how to pay it.
    await expect(await canvas.findByRole('list', { name: 'Steps to pay' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have paid' })).toBeEnabled();
  },
};

/** Points: the quote is asked again with use_points, the total drops, and the order is placed with them. */
export const PagePaysWithPoints: PageStory = {
  name: 'Page Pays With Points (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' } },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quotes = () => sent.filter((r) => r.url.pathname === '/m_api/orderconfirm/confirm.php');
    await userEvent.click(await canvas.findByRole('switch', { name: /^Use 1,200 points/ }));
    await waitFor(() => expect(new URLSearchParams(quotes().at(-1)?.body).get('use_points')).toBe('1'));
    const summary = canvas.getByRole('region', { name: 'Order summary' });
    await expect(await within(summary).findByText('Points')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /^Use 1,200 points/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'PromptPay' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now' }));
    await at(canvasElement, '/m/offline_payment');
    const submits = sent.filter((r) => r.url.pathname === '/m_api/orderconfirm/submit.php');
    await expect(submits).toHaveLength(1);
    await expect(new URLSearchParams(submits[0]?.body).get('use_points')).toBe('1');
    await expect(await canvas.findByRole('list', { name: 'Steps to pay' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The points quote fails: the switch goes back off and the total stays as it was. */
export const PagePointsQuoteFails: PageStory = {
  name: 'Page Points Quote Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { orders: [pointsQuoteFails.handler, ...orderHandlers()] } } },
  beforeEach: () => pointsQuoteFails.reset(),
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: /^Use 1,200 points/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(pointsQuoteFails.calls()).toBe(2));
    await waitFor(() => expect(canvas.getByRole('switch', { name: /^Use 1,200 points/ })).not.toBeChecked());
    await expect(within(canvas.getByRole('region', { name: 'Order summary' })).queryByText('Points')).toBeNull();
  },
};

/** The confirm call fails: the error state, and Try again loads it. */
export const PageLoadError: PageStory = {
  name: 'Page Load Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { orders: orderHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
