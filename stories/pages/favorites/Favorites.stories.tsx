import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { MockLocale } from '../../../mocks/fixtures/locale';
import { buildTeams } from '../../../mocks/fixtures/products';
import { productHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { productMocks } from '../../../mocks/handlers/product';
import { scenario } from '../../../mocks/scenarios';
import { teamSchema } from '../../../src/api';
import { likeProduct } from '../../../src/api/endpoints/product';
import { FavoritesView } from '../../../src/pages/favorites/Favorites/FavoritesView';
import { toShopProduct, type ShopProduct } from '../../../src/pages/shared/product/shopProduct';
import { RouteTableHarness } from '../../app/RouteTableHarness';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';

const liked = (locale: MockLocale, count = 4) => buildTeams(count, locale).map((team) => toShopProduct(teamSchema.parse(team)));

const LONG_THAI_NAME = 'เซรั่มขมิ้นชันเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวแพ้ง่าย ผสานวิตามินซีและไนอาซินาไมด์ ขนาดใหญ่คุ้มค่า 50 มล.';

/**
 * The shopper's favourites, /m/favorite.php (spec §2 route name favorite): liked products with
 * add to cart and remove (optimistic: a failed remove puts the product back). Guests see a login
 * prompt; an empty list offers to go shopping. Use it only as that route; to show a product list
 * elsewhere use a list page, and to like a product use LikeButton.
 */
const meta = {
  title: 'Pages/Favorites/Favorites',
  component: FavoritesView,
  args: {
    status: 'ready',
    onRetry: fn(),
    onLogin: fn(),
    onShop: fn(),
    onRemove: fn(),
    onAddToCart: fn(),
    onOpenProduct: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof FavoritesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  args: { status: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'เข้าสู่ระบบเพื่อดูรายการโปรด' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  globals: { login: 'loggedIn' },
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดรายการโปรด…');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your favourites could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { status: 'ready', products: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go shopping' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const LoggedInThai: Story = {
  globals: { login: 'loggedIn' },
  args: { products: liked('th_TH') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const products = liked('th_TH');
    const first = products[0] as ShopProduct;
    await expect(canvas.getByText('4 รายการ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `นำออก ${first.name} จากรายการโปรด` }));
    await expect(args.onRemove).toHaveBeenCalledWith(first);
  },
};

export const English: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { products: liked('en_US') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = liked('en_US')[0] as ShopProduct;
    await expect(canvas.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Add ${first.name} to cart` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('link', { name: first.name }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(first.href, expect.anything());
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { products: liked('zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  },
};

export const LongThai: Story = {
  globals: { login: 'loggedIn' },
  args: { products: liked('th_TH', 3).map((p) => ({ ...p, name: LONG_THAI_NAME, brandName: 'สยาม เฮิร์บ แล็บ ออร์แกนิก สกินแคร์' })) },
};

// ---- Through the route table on the mock backend ----

const removals = answersInTurn(likeProduct.meta, productMocks.likeProduct, [scenario.ok]);

/** Remove: the product leaves the list at once; one like call; a toast confirms. */
export const PageRemoves: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { product: [removals.handler, ...productHandlers()] } } },
  beforeEach: () => removals.reset(),
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^Remove .* from favourites$/ }, { timeout: 5000 });
    const count = buttons.length;
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(count - 1));
    await expect(await canvas.findByText('Removed from your favourites')).toBeVisible();
    await expect(removals.calls()).toBe(1);
  },
};

/** Remove fails: the product comes back and a toast says so. */
export const PageRemoveFails: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { product: productHandlers({ likeProduct: scenario.serverError }) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^Remove .* from favourites$/ }, { timeout: 5000 });
    const count = buttons.length;
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(await canvas.findByText('This product could not be removed. Please try again.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove .* from favourites$/ })).toHaveLength(count);
  },
};

/** A guest: the login prompt; Log in goes to the login page. */
export const PageGuest: Story = {
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log in' }, { timeout: 5000 }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/m/login.php'));
  },
};

export const PageEmpty: Story = {
  globals: { login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers(scenario.empty) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'ยังไม่มีรายการโปรด' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageLoadFails: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers(scenario.serverError) } } },
  render: () => <RouteTableHarness initialPath="/m/favorite.php" />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '收藏加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};
