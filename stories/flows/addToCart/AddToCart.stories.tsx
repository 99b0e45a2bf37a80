import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cartBuy, cartReplaceAndBuy } from '../../../src/api/endpoints/cart';
import { authHandlers, cartHandlers } from '../../../mocks/handlers';
import { bindPhoneRequired, cartFull, cartMocks } from '../../../mocks/handlers/cart';
import { scenario } from '../../../mocks/scenarios';
import { AddToCart } from '../../../src/pages/flows/addToCart';
import { NOTCH_X } from '../../components/SliderCaptcha/puzzleImages';
import { puzzleHandlers } from '../captcha/puzzleMocks';
import { FlowStage } from '../session/FlowStage';
import { answersInTurn } from './answersInTurn';
import { AddToCartStateHarness } from './AddToCartStateHarness';
import { addContext, lipTint, replaceable, STORY_NOW, takenDown } from './storyData';

/**
 * The add-to-cart button with its flow (spec §4, by error code): 0 adds (the cart count grows and
 * bumps, a toast, the bundle tip unless turned off); 1 with data: the cart is full — replace an item
 * and buy, or go to the cart; 2: the bind-phone dialog; 10002: the slider captcha, then the same add
 * again (nothing when the captcha is closed); in the app while logged out: to login; take_down
 * products: a message, never a navigation; anything else: a toast, and the shopper can try again.
 * Use it wherever a product is bought from (detail, cards, buy again); it needs the shared layout's
 * session, captcha popup and bind-phone dialog above it. Not for the cart page's own quantity
 * steppers (they update entries already in the cart).
 */
const meta = {
  title: 'Flows/AddToCart',
  component: AddToCart,
  args: { item: lipTint, onNavigate: fn() },
  render: (args) => (
    <FlowStage onNavigate={args.onNavigate}>
      <AddToCart {...args} now={() => STORY_NOW} />
    </FlowStage>
  ),
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- State stories: one per state of the machine ----

export const Idle: Story = {
  parameters: { flowStates: ['addToCart.idle'] },
  render: () => <AddToCartStateHarness value="idle" context={addContext()} />,
};

export const Adding: Story = {
  name: 'Adding (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['addToCart.adding'] },
  render: () => <AddToCartStateHarness value="adding" context={addContext()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Add to cart/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const VerifyingCaptcha: Story = {
  parameters: { flowStates: ['addToCart.verifying'] },
  render: () => <AddToCartStateHarness value="verifying" context={addContext()} />,
};

export const CartFullThai: Story = {
  // The Thai variant with the Thai cart, as its name says: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['addToCart.cartFull'] },
  render: () => <AddToCartStateHarness value="cartFull" context={addContext({ replaceable: replaceable('th_TH') })} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'ตะกร้าสินค้าเต็มแล้ว' });
    await expect(within(dialog).getByRole('button', { name: 'แทนที่และซื้อ' })).toBeVisible();
  },
};

export const CartFullEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['addToCart.cartFull'] },
  render: () => <AddToCartStateHarness value="cartFull" context={addContext({ replaceable: replaceable('en_US') })} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Your cart is full' });
    await expect(within(dialog).getByRole('button', { name: 'Go to cart' })).toBeVisible();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const CartFullChinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['addToCart.cartFull'] },
  render: () => <AddToCartStateHarness value="cartFull" context={addContext({ replaceable: replaceable('zh_CN') })} />,
};

export const Replacing: Story = {
  name: 'Replacing (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['addToCart.replacing'] },
  render: () => <AddToCartStateHarness value="replacing" context={addContext({ replaceable: replaceable('en_US') })} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Your cart is full' });
    await expect(within(dialog).getByRole('button', { name: /Replace and buy/ })).toHaveAttribute('aria-busy', 'true');
  },
};

// ---- Flow stories: the wired button on the mock backend ----

/**
 * The stage's cart link: it loads no footer, so it shows no count until an answer carries one. The
 * shop's cart (the guest seed) holds seven pieces, the lip tint among them: an add counts eight.
 */
const cartCount = (canvasElement: HTMLElement, count: number) =>
  within(canvasElement).findByRole('link', { name: count === 0 ? 'Cart' : `Cart ${count} ${count === 1 ? 'item' : 'items'} in your cart` });

const addsWithBundleTips = answersInTurn(cartBuy.meta, cartMocks.cartBuy, [scenario.ok]);

export const AddsToCart: Story = {
  name: 'Adds To Cart (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { cart: [addsWithBundleTips.handler, ...cartHandlers()] } } },
  beforeEach: () => addsWithBundleTips.reset(),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await cartCount(canvasElement, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await cartCount(canvasElement, 8);
    await expect(await canvas.findByText('Added to your cart')).toBeVisible();
    // The bundle tip the answer carried.
    const tip = await canvas.findByRole('dialog', { name: 'Bundle offer' });
    await expect(within(tip).getByText('Add a sunscreen and save ฿50 more')).toBeVisible();
    await expect(addsWithBundleTips.calls()).toBe(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

const captchaThenOk = answersInTurn(cartBuy.meta, cartMocks.cartBuy, [scenario.errcode(10002), scenario.ok]);

/** 10002: the slider popup opens; a real pointer drag fits the piece; the same add is sent again and succeeds. */
export const CaptchaThenRetriedAdd: Story = {
  name: 'Captcha Then Retried Add (English)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { cart: [captchaThenOk.handler, ...cartHandlers()], auth: [...puzzleHandlers, ...authHandlers()] } },
  },
  beforeEach: () => captchaThenOk.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const popup = await canvas.findByRole('dialog', { name: 'Security check' });
    const handle = await within(popup).findByRole('slider', { name: 'Puzzle slider' });
    await Promise.all([...popup.querySelectorAll('img')].map((img) => img.decode()));
    const rect = handle.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { x, y } },
      { coords: { x: x + 90, y } },
      { coords: { x: x + NOTCH_X, y } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(await within(popup).findByText('Verified')).toBeVisible();
    await cartCount(canvasElement, 8);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument());
    await expect(captchaThenOk.calls()).toBe(2);
  },
};

const captchaOnly = answersInTurn(cartBuy.meta, cartMocks.cartBuy, [scenario.errcode(10002)]);

/** Closing the captcha stops the add: no second request, no count change, no error toast. */
export const CaptchaClosedStopsAdd: Story = {
  name: 'Captcha Closed Stops Add (English)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { cart: [captchaOnly.handler, ...cartHandlers()], auth: [...puzzleHandlers, ...authHandlers()] } },
  },
  beforeEach: () => captchaOnly.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const popup = await canvas.findByRole('dialog', { name: 'Security check' });
    await within(popup).findByRole('slider', { name: 'Puzzle slider' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy'));
    await expect(captchaOnly.calls()).toBe(1);
    await cartCount(canvasElement, 0);
    await expect(canvas.queryByRole('alert')).toBeEmptyDOMElement();
  },
};

const replaceCalls = answersInTurn(cartReplaceAndBuy.meta, cartMocks.cartReplaceAndBuy, [scenario.ok]);

/**
 * The cart-full answer is a scenario (no seed holds a full cart): replace and buy then goes to the
 * shop, whose cart has room, so the lip tint joins its line and the answer counts eight.
 */
export const CartFullReplace: Story = {
  name: 'Cart Full Replace (English)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { cart: [replaceCalls.handler, ...cartHandlers({ cartBuy: cartFull('en_US') })] } },
  },
  beforeEach: () => replaceCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart is full' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace and buy' }));
    await cartCount(canvasElement, 8);
    await expect(replaceCalls.calls()).toBe(1);
    await expect(await canvas.findByText('Added to your cart')).toBeVisible();
  },
};

export const CartFullGoToCart: Story = {
  name: 'Cart Full Go To Cart (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: cartFull('en_US') }) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Your cart is full' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to cart' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/shop_cart.php');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Your cart is full' })).not.toBeInTheDocument());
  },
};

export const BindPhonePrompt: Story = {
  name: 'Bind Phone Prompt (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: bindPhoneRequired }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Bind your mobile number' });
    // The server's bind_phone_tip.
    await expect(within(dialog).getByText('กรุณาผูกเบอร์โทรศัพท์ก่อนสั่งซื้อ')).toBeVisible();
  },
};

export const AppLoggedOutGoesToLogin: Story = {
  name: 'App Logged Out Goes To Login (English, guest, Android app)',
  globals: { locale: 'en_US', platform: 'android', login: 'guest' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php');
  },
};

export const LoginFailureGoesToLogin: Story = {
  name: 'Login Failure Goes To Login (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: scenario.errcode(401) }) } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php'));
  },
};

export const TakenDownDoesNotNavigate: Story = {
  name: 'Taken Down Does Not Navigate (English, guest, iOS app)',
  globals: { locale: 'en_US', platform: 'ios', login: 'guest' },
  args: { item: takenDown },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('This product is no longer available.')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const OtherFailureToast: Story = {
  name: 'Other Failure Toast (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: scenario.errcode(3) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Sorry, that did not work (code 3).')).toBeVisible();
    // Nothing lost: the button is ready for another try, the count unchanged.
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy');
    await cartCount(canvasElement, 0);
  },
};

export const OtherFailureToastThai: Story = {
  tags: ['error-state'],
  // The Thai variant, as its name says: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { cart: cartHandlers({ cartBuy: scenario.errcode(3) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ใส่ตะกร้า' }));
    await expect(await canvas.findByText('ขออภัย ไม่สามารถดำเนินการได้ (รหัส 3)')).toBeVisible();
  },
};
