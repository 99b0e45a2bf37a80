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

const CARD_NUMBER = '4242424242424242';

/**
 * Order confirm (spec §2 "order confirm", /m/orderconfirm): the delivery address (change), the
 * items, one coupon (chosen in a sheet), the payment method and card entry (spec §5 card rules),
 * the totals and Pay. Use it as the one checkout step after the cart or "buy now". Not for paying
 * an order placed earlier (the order list does that). The card number goes only to the card vault;
 * the shop backend gets a token.
 */
const meta = {
  title: 'Pages/Checkout/OrderConfirm',
  component: OrderConfirmView,
  parameters: { frame: 'none' },
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

export const Full: Story = {};

/** A booking's deposit (English): the appointment instead of an address and items; the deposit now, the rest at the store; Pay needs no address. */
export const BookingDeposit: Story = {
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
export const BookingDepositThai: Story = { args: { state: { status: 'ready', data: bookingDepositConfirm('th_TH') } } };

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Error: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: { ...confirmData('en_US'), items: [] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onGoToCart).toHaveBeenCalledTimes(1);
  },
};

export const LongThai: Story = {
  args: { state: { status: 'ready', data: longThaiConfirm() }, couponId: 'C-3001' },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', data: confirmData('zh_CN') }, paymentMethod: 'promptpay' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '立即支付' })).toBeEnabled();
  },
};

export const EnglishCardErrors: Story = {
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

export const NoAddress: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: { ...confirmData('en_US'), address: null } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Add address/ }));
    await expect(args.onChangeAddress).toHaveBeenCalledTimes(1);
  },
};

export const CouponSheet: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: confirmData('en_US') }, initialCouponSheetOpen: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Choose a coupon' });
    await userEvent.click(within(sheet).getByRole('radio', { name: /Free shipping over/ }));
    await expect(args.onCouponChange).toHaveBeenCalledWith('C-3003');
  },
};

export const Paying: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', data: confirmData('en_US') }, paying: true, card: { cardNumber: CARD_NUMBER, expiry: '1228', securityCode: '123', holderName: '' } },
  play: async ({ canvasElement, args }) => {
    const pay = within(canvasElement).getByRole('button', { name: /Pay now/ });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const PayFailed: Story = {
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

export const AppLoggedIn: Story = { globals: { platform: 'android', login: 'loggedIn' } };

/** Points in use: the switch is on, the summary shows what they take off and the total is lower. */
export const PointsUsed: Story = {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: /^ใช้ 0 คะแนน/ })).toBeDisabled();
    await expect(canvas.getByText('คะแนนยังไม่พอใช้กับคำสั่งซื้อนี้')).toBeVisible();
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
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { orders: orderHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/orderconfirm?cart_ids=70001,70002" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
