import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import type { MswApi } from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buildCartDetail, buildCartEntry } from '../../../mocks/fixtures/cart';
import { buildCoupons } from '../../../mocks/fixtures/coupons';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { cartHandlers } from '../../../mocks/handlers/cart';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { cartCoupons } from '../../../mocks/shop/shopping/couponOps';
import { currentOwner } from '../../../mocks/shop/shopping/owners';
import { scenario } from '../../../mocks/scenarios';
import { cartDetailSchema, couponSchema } from '../../../src/api';
import { toCartCoupon, type CartCoupon } from '../../../src/pages/cart/Cart/cartCoupon';
import { toCartModel, type CartModel } from '../../../src/pages/cart/Cart/cartModel';
import { CartView } from '../../../src/pages/cart/Cart/CartView';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at } from '../../support/routeSteps';
import { refusalShown } from '../../support/refusalShown';
import { storyLocale, storyText } from '../../support/storyText';

/** The coupon cards' clock: the fixtures' "now". */
const NOW = '2025-03-14T10:30:00+07:00';

const cartOf = (locale: MockLocale, count = 4, extra: Partial<ReturnType<typeof buildCartDetail>> = {}): CartModel =>
  toCartModel(cartDetailSchema.parse({ ...buildCartDetail(count, locale), ...extra }));

/** A cart with a taken-down line and an invalid group, and a bundle tip. */
const withInvalid = (locale: MockLocale): CartModel => {
  const detail = buildCartDetail(3, locale);
  return toCartModel(
    cartDetailSchema.parse({
      ...detail,
      groups: [
        { type: 'valid_product', title: null, list: [0, 1, 2, 8].map((i) => buildCartEntry(i, locale)) },
        { type: 'invalid_product', title: null, list: [buildCartEntry(5, locale)] },
      ],
      bundle_tips: { th_TH: 'ซื้อคู่กับกันแดดลดเพิ่ม ฿50', en_US: 'Add a sunscreen and save ฿50 more', zh_CN: '搭配防晒再减50泰铢' }[locale],
    }),
  );
};

const coupons = (locale: MockLocale): CartCoupon[] =>
  buildCoupons(3, locale)
    .map((c, i) => toCartCoupon(couponSchema.parse({ ...c, received: i === 0 ? 0 : 1 })))
    .filter((c): c is CartCoupon => c !== null);

const longThai: CartModel = (() => {
  const cart = cartOf('th_TH', 2);
  return {
    ...cart,
    lines: cart.lines.map((line) => ({
      ...line,
      name: `${line.name} สูตรเข้มข้นพิเศษสำหรับผิวแพ้ง่ายและผิวหมองคล้ำจากแสงแดดเมืองร้อน`,
      remark: 'กรุณาห่อของขวัญด้วยกระดาษสีชมพูพร้อมการ์ดอวยพรวันเกิดคุณแม่',
    })),
  };
})();

/**
 * **The cart: where a shopper reviews what they are about to buy and goes to check out.**
 *
 * They choose which items to buy now (the totals and Check out follow the ticked items), change a
 * quantity (up to the item's limit), pick another option (size, set), add a note for the shop
 * (gift wrap), move an item to their favourites or delete it. Below the items: add-on deals at a
 * special price once they spend enough, and the coupons they can use on this cart. Every change
 * shows at once; when the shop refuses it, the cart goes back as it was and a message says why.
 *
 * Not for the quick "added to cart" confirmation on a product page (Flows/AddToCart).
 *
 * **The two kinds of stories.** The states without "Page" show the screen as designed, one state
 * each. "Page" stories run the real page on the mock shop: the Language, Login and Platform
 * toolbars apply, except where a story's name says it sets one itself ("signed in", "English").
 */
const meta = {
  title: 'Pages/Cart/Cart',
  component: CartView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    state: { status: 'ready', cart: cartOf('th_TH') },
    isLogin: true,
    now: NOW,
    onLogin: fn(),
    onRetry: fn(),
    onShop: fn(),
    onCheckout: fn(),
    onQuantity: fn(),
    onSelect: fn(),
    onSelectAll: fn(),
    onDelete: fn(),
    onMoveToFavourites: fn(),
    onSaveRemark: fn(),
    onReplaceSpec: fn(),
    onAddbuy: fn(),
    onOpenCoupons: fn(),
    coupons: { status: 'closed' },
    onClaimCoupon: fn(),
    onRetryCoupons: fn(),
    onCloseCoupons: fn(),
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the cart is on its way: the first moment after opening the cart. */
export const Loading: Story = { args: { state: { status: 'loading' } } };

/** The cart could not be loaded (no connection, the shop not answering): the shopper can try again. */
export const Error: Story = {
  tags: ['error-state'],
  args: { state: { status: 'error', message: null } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('basics:errorState.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing in the cart yet: an invitation to start shopping. */
export const Empty: Story = {
  args: { state: { status: 'ready', cart: cartOf('th_TH', 0) } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('cart:empty.action') }));
    await expect(args.onShop).toHaveBeenCalled();
  },
};

/** The demo shopper's cart of four lines, in the toolbar's language (the backend names the products in it). */
export const LoggedIn: Story = {
  globals: { login: 'loggedIn' },
  argTypes: { state: { table: { disable: true } } },
  render: (args, { globals }) => <CartView {...args} state={{ status: 'ready', cart: cartOf(storyLocale(globals)) }} />,
};

/**
 * Logged In's controls: each action of a line and of the whole cart reaches its callback with the
 * line. A story of its own, so that Logged In opens at the top of the cart with nothing focused.
 */
export const LoggedInActions: Story = {
  // Logged In shows this screen; this story is its play's check.
  tags: ['test-only', 'no-screenshot'],
  globals: { login: 'loggedIn' },
  argTypes: { state: { table: { disable: true } } },
  render: LoggedIn.render,
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const cart = cartOf(storyLocale(context.globals));
    const [first] = cart.lines;
    if (!first) throw new globalThis.Error('fixture has no lines');
    const selectedPieces = cart.lines.filter((line) => line.selected).reduce((sum, line) => sum + line.quantity, 0);
    await userEvent.click(canvas.getAllByRole('button', { name: text('inputs:stepper.increase') })[0] as HTMLElement);
    await expect(args.onQuantity).toHaveBeenCalledWith(first.cartId, first.quantity + 1);
    await userEvent.click(canvas.getByRole('checkbox', { name: text('cart:line.select', { name: first.name }) }));
    await expect(args.onSelect).toHaveBeenCalledWith(first.cartId, false);
    await userEvent.click(canvas.getByRole('checkbox', { name: text('cart:selectAll') }));
    await expect(args.onSelectAll).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: `${text('cart:line.delete')} ${first.name}` }));
    await expect(args.onDelete).toHaveBeenCalledWith([first.cartId]);
    await userEvent.click(canvas.getByRole('button', { name: `${text('cart:line.moveToFavourites')} ${first.name}` }));
    await expect(args.onMoveToFavourites).toHaveBeenCalledWith([first.cartId]);
    await userEvent.click(canvas.getByRole('button', { name: text('cart:summary.checkout', { count: selectedPieces }) }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

/** A shopper who has not logged in: their cart is kept on this device, and a note invites them to log in to keep it everywhere. */
export const Guest: Story = {
  args: { isLogin: false },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('link', { name: text('cart:guest.action') }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** The shop asks the shopper to log in first (their session ended): the cart waits behind a log-in prompt. */
export const LoginRequired: Story = {
  args: { isLogin: false, state: { status: 'login' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('cart:login.action') }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/**
 * Items that can no longer be bought are set apart, with one button to remove them all; a tip
 * suggests a product to add for a bigger discount.
 */
export const UnavailableAndBundleTip: Story = {
  tags: ['error-state'],
  args: { state: { status: 'ready', cart: withInvalid('th_TH') } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const invalid = canvas.getByRole('region', { name: text('cart:invalid.title', { count: 2 }) });
    await expect(within(invalid).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(invalid).getByRole('button', { name: text('cart:invalid.clear') }));
    await expect(args.onDelete).toHaveBeenCalledWith(withInvalid('th_TH').invalid.flatMap((g) => g.lines.map((l) => l.cartId)));
    await expect(canvas.getByText('ซื้อคู่กับกันแดดลดเพิ่ม ฿50')).toBeVisible();
  },
};

/** The shopper has unticked every item: Check out waits until they tick one. */
export const NothingSelected: Story = {
  args: { state: { status: 'ready', cart: { ...cartOf('th_TH'), lines: cartOf('th_TH').lines.map((l) => ({ ...l, selected: false })) } } },
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('cart:summary.checkout', { count: 0 }) })).toBeDisabled();
  },
};

/** The note sheet: the shopper leaves a note for the shop on one item (gift wrap, a colour). */
export const EditRemark: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const first = cartOf('th_TH').lines[0];
    if (!first) throw new globalThis.Error('fixture has no lines');
    await userEvent.click(canvas.getByRole('button', { name: `${text('cart:line.addRemark')} ${first.name}` }));
    const sheet = await within(document.body).findByRole('dialog', { name: text('cart:remark.title') });
    await userEvent.type(within(sheet).getByRole('textbox'), 'ห่อของขวัญ');
    await userEvent.click(within(sheet).getByRole('button', { name: text('cart:remark.save') }));
    await expect(args.onSaveRemark).toHaveBeenCalledWith(first.cartId, 'ห่อของขวัญ');
  },
};

/** The coupons sheet: the coupons for this cart; the ones not collected yet can be collected here. */
export const CouponsOpen: Story = {
  args: { coupons: { status: 'ok', coupons: coupons('th_TH') } },
  play: async (context) => {
    const { args } = context;
    const text = storyText(context);
    const sheet = await within(document.body).findByRole('dialog', { name: text('cart:coupons.title') });
    // The first coupon is not held yet: it is the only one to claim.
    const [claim, ...others] = within(sheet).getAllByRole('button', { name: text('commerce:couponCard.claim') });
    await expect(others).toHaveLength(0);
    await userEvent.click(claim as HTMLElement);
    await expect(args.onClaimCoupon).toHaveBeenCalledTimes(1);
  },
};

/** The options sheet: an item that comes in several options (sizes, sets); a sold-out option cannot be chosen. */
export const ChangeSpec: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const first = cartOf('th_TH').lines[0];
    if (!first) throw new globalThis.Error('the fixture cart has lines');
    const specButton = `${text('cart:line.specShown', { spec: 'ขนาดปกติ' })} ${text('cart:line.changeSpecFor', { name: first.name })}`;
    await userEvent.click(canvas.getByRole('button', { name: specButton }));
    const sheet = await within(document.body).findByRole('dialog', { name: text('cart:spec.title') });
    const save = within(sheet).getByRole('button', { name: text('cart:spec.save') });
    await expect(save).toBeDisabled();
    await expect(within(sheet).getByRole('radio', { name: text('cart:spec.soldOut', { name: 'เซ็ตของขวัญ' }) })).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'ขนาดทดลอง' }));
    await userEvent.click(save);
    await expect(args.onReplaceSpec).toHaveBeenCalledWith('70001', '51001', 'ขนาดทดลอง');
  },
};

/** Add-on deals: products at a special price once the cart reaches an amount; one already added or sold out cannot be added again. */
export const AddbuyDeal: Story = {
  name: 'Addbuy Deal (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', cart: cartOf('en_US') } },
  play: async ({ canvasElement, args }) => {
    const deals = within(canvasElement).getByRole('region', { name: 'Add-on deals when you spend ฿500' });
    await userEvent.click(within(deals).getByRole('button', { name: 'Add After-Sun Aloe Vera Gel 200 ml' }));
    await expect(args.onAddbuy).toHaveBeenCalledWith('7101', '50012');
    await expect(within(deals).getByRole('button', { name: 'Sold out Body Sun Spray 150 ml' })).toBeDisabled();
  },
};

/** The coupons sheet while the coupons are on their way. */
export const CouponsLoading: Story = { args: { coupons: { status: 'loading' } } };

/** Long Thai product names and notes wrap without pushing the prices or buttons off the screen. */
export const LongThai: Story = { globals: { locale: 'th_TH' }, args: { state: { status: 'ready', cart: longThai } } };

/** The cart in English, with unavailable items set apart. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', cart: withInvalid('en_US') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cart (3)' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Unavailable (2)' })).toBeVisible();
  },
};

/** The cart in Simplified Chinese, for a shopper who has not logged in. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { isLogin: false, state: { status: 'ready', cart: withInvalid('zh_CN') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '全选' })).toBeVisible();
  },
};

/** Inside the shop's Android app, as the app's shoppers see it. */
export const App: Story = { name: 'App (Android app)', globals: { platform: 'android' } };

// Page stories: the route table on the mock backend.

let sent: SentRequest[] = [];
const cartCalls = (action: string) =>
  sent.filter((request) => request.url.pathname === '/m_api/cart/cart_detail.php' && new URLSearchParams(request.body).get('action') === action);

/** A Page story's parameters: the page runs on the mock shop, so the view's controls would do nothing. */
const PAGE = { controls: { disable: true } } as const;

/** The cart page through the route table, its requests recorded for `cartCalls`. */
const cartPageRecorded: Pick<Story, 'beforeEach' | 'render' | 'parameters'> = {
  parameters: PAGE,
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
};

/**
 * Quantity, select and delete through the real calls on the demo shopper's cart, in the toolbar's
 * language; the cart follows the answers. Signed in (the story sets it).
 */
export const PageActions: Story = {
  name: 'Page Actions (signed in)',
  globals: { login: 'loggedIn' },
  ...cartPageRecorded,
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const title = (count: number) => text('cart:titleWithCount', { count });
    // The page's module and its first answer: seconds on a busy machine (the check runs it four times).
    await expect(await canvas.findByRole('heading', { level: 1, name: title(4) }, { timeout: 10_000 })).toBeVisible();
    const [increase] = canvas.getAllByRole('button', { name: text('inputs:stepper.increase') });
    await userEvent.click(increase as HTMLElement);
    await waitFor(() => expect(cartCalls('update_quantity')).toHaveLength(1));
    const quantityBody = new URLSearchParams(cartCalls('update_quantity')[0]?.body);
    await expect([quantityBody.get('cart_id'), quantityBody.get('quantity')]).toEqual(['70001', '2']);
    // The first line's product (the page's first link is the layout's skip link).
    const first = within(canvas.getByRole('region', { name: text('cart:valid.title') })).getAllByRole('link')[0]?.textContent ?? '';
    const deleteLabel = text('cart:line.delete');
    await userEvent.click(canvas.getByRole('button', { name: `${deleteLabel} ${first}` }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title(3)));
    await waitFor(() => expect(new URLSearchParams(cartCalls('delete')[0]?.body).getAll('cart_ids[]')).toEqual(['70001']));
    // The server's answer agrees: three lines left.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: new RegExp(`^${deleteLabel} `) })).toHaveLength(3));
    await userEvent.click(canvas.getByRole('checkbox', { name: text('cart:selectAll') }));
    await waitFor(() => expect(cartCalls('update_check_status_all')).toHaveLength(1));
  },
};

/** Changing an item's option and adding an add-on deal: the prices, the new item and the count follow what the shop answers. */
export const PageSpecAndAddbuy: Story = {
  name: 'Page Spec And Addbuy (English, signed in)',
  globals: { login: 'loggedIn', locale: 'en_US' },
  ...cartPageRecorded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Option: Regular size (change for Turmeric Brightening Serum 30 ml)' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Choose an option' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Travel size' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Change option' }));
    const option = await canvas.findByRole('button', { name: 'Option: Travel size (change for Turmeric Brightening Serum 30 ml)' });
    await expect(option).toBeVisible();
    // The closed sheet gives the focus back to the option it opened from, before the next click.
    await waitFor(() => expect(option).toHaveFocus());
    await waitFor(() => expect(cartCalls('replace_team_spec')).toHaveLength(1));
    const specBody = new URLSearchParams(cartCalls('replace_team_spec')[0]?.body);
    await expect([specBody.get('cart_id'), specBody.get('team_id')]).toEqual(['70001', '51001']);

    const deals = canvas.getByRole('region', { name: 'Add-on deals when you spend ฿500' });
    await userEvent.click(within(deals).getByRole('button', { name: 'Add After-Sun Aloe Vera Gel 200 ml' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (5)'));
    await expect(within(deals).getByRole('button', { name: 'In cart After-Sun Aloe Vera Gel 200 ml' })).toBeDisabled();
    const addBody = new URLSearchParams(cartCalls('addbuy')[0]?.body);
    await expect([addBody.get('team_id'), addBody.get('quantity'), addBody.get('promotion_mgr_id')]).toEqual(['50012', '1', '7101']);
  },
};

/**
 * Double clicks send once: an add-on deal's Add (the deal shows In cart at once), the option
 * sheet's Change option and the note sheet's Save note (the sheet closes) and a line's Delete
 * (the line leaves at once): one call each. The cart's count follows the shop's answers, and the
 * cart loaded afresh from the shop shows the same.
 */
export const PageDoubleClicksSendOnce: Story = {
  name: 'Page Double Clicks Send Once (English, signed in)',
  tags: ['test-only'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  ...cartPageRecorded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' })).toBeVisible();
    const deals = canvas.getByRole('region', { name: 'Add-on deals when you spend ฿500' });
    await userEvent.dblClick(within(deals).getByRole('button', { name: 'Add After-Sun Aloe Vera Gel 200 ml' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (5)'), { timeout: 5000 });
    await expect(cartCalls('addbuy')).toHaveLength(1);

    const first = within(canvas.getByRole('region', { name: 'Items in your cart' })).getAllByRole('link')[0]?.textContent ?? '';
    // The option sheet's Change option and the note sheet's Save note: one call each.
    await userEvent.click(canvas.getByRole('button', { name: `Option: Regular size (change for ${first})` }));
    const specSheet = await within(document.body).findByRole('dialog', { name: 'Choose an option' });
    await userEvent.click(within(specSheet).getByRole('radio', { name: 'Travel size' }));
    await userEvent.dblClick(within(specSheet).getByRole('button', { name: 'Change option' }));
    await expect(await canvas.findByRole('button', { name: `Option: Travel size (change for ${first})` }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(cartCalls('replace_team_spec')).toHaveLength(1), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: `Add a note ${first}` }));
    const noteSheet = await within(document.body).findByRole('dialog', { name: 'Special note' });
    await userEvent.type(within(noteSheet).getByRole('textbox'), 'Gift wrap');
    await userEvent.dblClick(within(noteSheet).getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('Note: Gift wrap', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(cartCalls('update_special_remark')).toHaveLength(1), { timeout: 5000 });

    await userEvent.dblClick(canvas.getByRole('button', { name: `Delete ${first}` }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (4)'), { timeout: 5000 });
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(4), { timeout: 5000 });
    await waitFor(() => expect(cartCalls('delete')).toHaveLength(1), { timeout: 5000 });

    // Settled: still one of each, and the shop's cart (loaded afresh once it has answered them all) agrees with the screen.
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await goToAddress('/m/shop_cart.php?again=1');
    await at(canvasElement, 'again=1');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Delete ${first}` })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'In cart After-Sun Aloe Vera Gel 200 ml' })).toBeDisabled();
    const actions = ['addbuy', 'replace_team_spec', 'update_special_remark', 'delete'];
    await expect(actions.map((action) => cartCalls(action).length)).toEqual([1, 1, 1, 1]);
  },
};

/**
 * Move to favourites double-clicked: one call, the line leaves at once, and the shop's cart (loaded
 * afresh) agrees.
 */
export const PageMoveToFavouritesDoubleClick: Story = {
  name: 'Page Move To Favourites Double Click (English, signed in)',
  tags: ['test-only'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  ...cartPageRecorded,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' })).toBeVisible();
    const first = within(canvas.getByRole('region', { name: 'Items in your cart' })).getAllByRole('link')[0]?.textContent ?? '';
    await userEvent.dblClick(canvas.getByRole('button', { name: `Move to favourites ${first}` }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (3)'), { timeout: 5000 });
    await waitFor(() => expect(cartCalls('move_to_like')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await goToAddress('/m/shop_cart.php?again=1');
    await at(canvasElement, 'again=1');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (3)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Move to favourites ${first}` })).toBeNull();
    await expect(cartCalls('move_to_like')).toHaveLength(1);
  },
};

/** Whether a delete reached the shop while the note before it was still being handled. */
let deleteWhileNoteHandled = false;

/**
 * A note saved and its line deleted right after, with the shop slow to answer the note: the delete
 * is sent once the note is answered, so the shop takes both in the shopper's order (no "This item
 * is no longer in your cart."), and the cart loaded afresh has the line gone.
 */
export const PageNoteThenDeleteInOrder: Story = {
  name: 'Page Note Then Delete In Order (English, signed in)',
  globals: { login: 'loggedIn', locale: 'en_US' },
  render: cartPageRecorded.render,
  parameters: PAGE,
  beforeEach: (context) => {
    deleteWhileNoteHandled = false;
    let noteHandled = false;
    // Falls through to the shop's handler once it has looked at the call (and held a note).
    (context as { msw?: MswApi }).msw?.use(
      http.post('/m_api/cart/cart_detail.php', async ({ request }) => {
        const action = new URLSearchParams(await request.clone().text()).get('action');
        if (action === 'delete' && noteHandled) deleteWhileNoteHandled = true;
        if (action !== 'update_special_remark') return;
        noteHandled = true;
        await delay(600);
        noteHandled = false;
      }),
    );
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' })).toBeVisible();
    const first = within(canvas.getByRole('region', { name: 'Items in your cart' })).getAllByRole('link')[0]?.textContent ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Add a note ${first}` }));
    const noteSheet = await within(document.body).findByRole('dialog', { name: 'Special note' }, { timeout: 5000 });
    await userEvent.type(within(noteSheet).getByRole('textbox'), 'Gift wrap');
    await userEvent.click(within(noteSheet).getByRole('button', { name: 'Save note' }));
    await expect(await canvas.findByText('Note: Gift wrap', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${first}` }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (3)'), { timeout: 5000 });

    await waitFor(() => expect(cartCalls('delete')).toHaveLength(1), { timeout: 5000 });
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await expect(deleteWhileNoteHandled).toBe(false);
    await expect(cartCalls('update_special_remark')).toHaveLength(1);
    await expect(canvas.queryByText('This item is no longer in your cart.')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (3)');

    await goToAddress('/m/shop_cart.php?again=1');
    await at(canvasElement, 'again=1');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (3)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Delete ${first}` })).toBeNull();
  },
};

/** The demo shopper's shop, with the product of the cart's last line out of stock (the cart shows it as unavailable). */
function lastLineSoldOut(): void {
  const state = sharedShop.state;
  const line = state.shopping.carts[currentOwner(state)]?.at(-1);
  if (!line) throw new globalThis.Error('the demo shopper has a cart');
  state.shopping.stock[line.team_id] = 0;
}

/** Remove unavailable items double-clicked: one delete of the unavailable line; the shop's cart (loaded afresh) agrees. */
export const PageRemoveUnavailableDoubleClick: Story = {
  name: 'Page Remove Unavailable Double Click (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  render: cartPageRecorded.render,
  parameters: PAGE,
  beforeEach: (context) => {
    sent = recordRequests(context);
    lastLineSoldOut();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unavailable = await canvas.findByRole('region', { name: 'Unavailable (1)' }, { timeout: 5000 });
    const gone = within(unavailable).getAllByRole('link')[0]?.textContent ?? '';
    await userEvent.dblClick(within(unavailable).getByRole('button', { name: 'Remove unavailable items' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Unavailable (1)' })).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(cartCalls('delete')).toHaveLength(1), { timeout: 5000 });
    await expect(cartCalls('delete').map((call) => new URLSearchParams(call.body).getAll('cart_ids[]'))).toEqual([['70004']]);
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await goToAddress('/m/shop_cart.php?again=1');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (3)' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: gone })).toBeNull();
    await expect(cartCalls('delete')).toHaveLength(1);
  },
};

/** The demo shopper's wallet without the first of the cart's coupons, so the coupons sheet offers it to claim. */
function firstCartCouponNotHeld(): string {
  const state = sharedShop.state;
  const owner = currentOwner(state);
  const couponId = cartCoupons(state)[0]?.coupon.id;
  if (!couponId) throw new globalThis.Error('the cart offers coupons');
  state.shopping.wallets[owner] = (state.shopping.wallets[owner] ?? []).filter((entry) => entry.coupon_id !== couponId);
  return couponId;
}

let unheldCoupon = '';

/** The coupons sheet's Claim double-clicked: one claim; the coupon is then held (the sheet opened again says so). */
export const PageClaimCouponDoubleClick: Story = {
  name: 'Page Claim Coupon Double Click (English, signed in)',
  tags: ['test-only'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  render: cartPageRecorded.render,
  parameters: PAGE,
  beforeEach: (context) => {
    sent = recordRequests(context);
    unheldCoupon = firstCartCouponNotHeld();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const claims = () => sent.filter((request) => request.url.pathname.endsWith('/coupon/receive.php'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Coupons for this cart' }, { timeout: 5000 }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Coupons for your cart' });
    await userEvent.dblClick(await within(sheet).findByRole('button', { name: 'Claim' }, { timeout: 5000 }));
    await waitFor(() => expect(within(sheet).queryByRole('button', { name: 'Claim' })).toBeNull(), { timeout: 5000 });
    // Recorded (the recorder reads the request on its way), then answered: only then count.
    await waitFor(() => expect(claims().length).toBeGreaterThan(0), { timeout: 5000 });
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await expect(claims().map((request) => new URLSearchParams(request.body).get('coupon_id'))).toEqual([unheldCoupon]);
    // No refusal of a second claim either: the alert region says nothing.
    await expect(within(document.body).queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(['']);
  },
};

/** The server refuses an add-on deal: its Add button comes back and a toast says why. Signed in (the story sets it). */
export const PageAddbuyFails: Story = {
  name: 'Page Addbuy Fails (signed in)',
  tags: ['error-state'],
  globals: { login: 'loggedIn' },
  parameters: { ...PAGE, msw: { handlers: { cart: cartHandlers({ cartAddbuy: scenario.errcode(1) }) } } },
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text('cart:titleWithCount', { count: 4 }) })).toBeVisible();
    // The deals' title is the backend's, in the shopper's language: each names the ฿500 to spend.
    const deals = canvas.getByRole('region', { name: /500/ });
    const addLabel = new RegExp(`^${text('cart:addbuy.add')} `);
    const add = within(deals).getAllByRole('button', { name: addLabel })[0] as HTMLElement;
    await userEvent.click(add);
    await expect(await within(document.body).findByText(refusalShown(1))).toBeVisible();
    await waitFor(() => expect(within(deals).getAllByRole('button', { name: addLabel })[0]).toBeEnabled());
  },
};

/** The server refuses a delete: the line comes back and a toast says so; nothing is lost. Signed in (the story sets it). */
export const PageDeleteFailsRollsBack: Story = {
  name: 'Page Delete Fails Rolls Back (signed in)',
  tags: ['error-state'],
  globals: { login: 'loggedIn' },
  parameters: { ...PAGE, msw: { handlers: { cart: cartHandlers({ cartDelete: scenario.errcode(1) }) } } },
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    const title = text('cart:titleWithCount', { count: 4 });
    await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    // The first line's product (the page's first link is the layout's skip link).
    const first = within(canvas.getByRole('region', { name: text('cart:valid.title') })).getAllByRole('link')[0]?.textContent ?? '';
    const deleteFirst = `${text('cart:line.delete')} ${first}`;
    await userEvent.click(canvas.getByRole('button', { name: deleteFirst }));
    await expect(await within(document.body).findByText(refusalShown(1))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: deleteFirst })).toBeVisible();
  },
};

/** The shop asks for a log-in before it shows the cart: the page asks the shopper to log in. */
export const PageLoginRequired: Story = {
  parameters: { ...PAGE, msw: { handlers: { cart: cartHandlers(scenario.errcode(401)) } } },
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
  play: async (context) => {
    const heading = storyText(context)('cart:login.title');
    await expect(await within(context.canvasElement).findByRole('heading', { name: heading })).toBeVisible();
  },
};

/** A shopper who has not logged in, with items in their cart: the cart shows, with a note inviting them to log in. English (the story sets it). */
export const PageGuestCartEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: PAGE,
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cart (4)' })).toBeVisible();
    await expect(canvas.getByText('You are shopping as a guest. Log in to keep your cart on every device.')).toBeVisible();
  },
};

/** The shop does not answer at first: the page says so, and Try again loads the cart once it answers. */
export const PageErrorThenRetry: Story = {
  tags: ['error-state'],
  parameters: { ...PAGE, msw: { handlers: { cart: cartHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/shop_cart.php" />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    const retry = await canvas.findByRole('button', { name: text('basics:errorState.retry') });
    (context as { msw?: { use: (...handlers: ReturnType<typeof cartHandlers>) => void } }).msw?.use(...cartHandlers());
    await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { level: 1, name: text('cart:titleWithCount', { count: 4 }) })).toBeVisible();
  },
};
