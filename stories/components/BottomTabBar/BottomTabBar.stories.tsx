import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userEvent as browserKeyboard } from 'vitest/browser';
import { BottomTabBar, type BottomTabItem } from '../../../src/components/BottomTabBar';
import { storyText } from '../../support/storyText';

/**
 * The footer navigation between the shop's top-level pages (home, coupons, cart, me), from the
 * footer-nav response. Each item is a real link with an icon, a label and an optional count or dot;
 * the current page's item is marked. `onSelect` receives the click so a host router can call
 * preventDefault and navigate in-app. Use three to five items. Do not use it for sections within a
 * page (use Tabs) or for actions (use buttons); pages that show it need bottom padding for it.
 */
const meta = {
  title: 'Components/BottomTabBar',
  component: BottomTabBar,
  args: {
    currentId: 'home',
    onSelect: fn((_id: string, event: { preventDefault: () => void }) => event.preventDefault()),
    items: [],
  },
  argTypes: { position: { control: 'inline-radio', options: ['fixed', 'static'] } },
  // Fixed to the viewport: each story gets its own frame on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const thaiItems: BottomTabItem[] = [
  { id: 'home', label: 'หน้าแรก', icon: 'home', href: '/m/home' },
  { id: 'coupons', label: 'คูปอง', icon: 'coupon', href: '/m/coupons', badge: 'dot' },
  { id: 'cart', label: 'รถเข็น', icon: 'cart', href: '/m/cart', badge: 3 },
  { id: 'me', label: 'ฉัน', icon: 'user', href: '/m/user' },
];

export const HomeCurrentThai: Story = {
  globals: { locale: 'th_TH' },
  args: { items: thaiItems },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    const nav = canvas.getByRole('navigation', { name: text('overlays:bottomTabBar.label') });
    const home = within(nav).getByRole('link', { name: 'หน้าแรก' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveAttribute('href', '/m/home');
    // Badges are part of the link's name.
    const cart = within(nav).getByRole('link', { name: `รถเข็น ${text('overlays:badge.count', { count: 3 })}` });
    await expect(cart).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: `คูปอง ${text('overlays:badge.dot')}` })).toBeVisible();
    const rect = cart.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(cart);
    await expect(args.onSelect).toHaveBeenCalledWith('cart', expect.objectContaining({ type: 'click' }));
    // Fixed to the bottom of the screen.
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  },
};

export const CartCurrentEnglishKeyboard: Story = {
  globals: { locale: 'en_US' },
  args: {
    currentId: 'cart',
    items: [
      { id: 'home', label: 'Home', icon: 'home', href: '/m/home' },
      { id: 'brands', label: 'Brands', icon: 'heart', href: '/m/brand' },
      { id: 'cart', label: 'Cart', icon: 'cart', href: '/m/cart', badge: 120 },
      { id: 'chat', label: 'Chat', icon: 'chat', href: '/m/chat', badge: 0 },
      { id: 'me', label: 'Me', icon: 'user', href: '/m/user' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart more than 99 new' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('99+')).toBeVisible();
    // Zero shows no badge.
    await expect(canvas.getByRole('link', { name: 'Chat' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('brands', expect.anything());
  },
};

export const LongLabelsChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    currentId: 'me',
    items: [
      { id: 'home', label: '首页', icon: 'home', href: '/m/home' },
      { id: 'coupons', label: '领券中心优惠多多', icon: 'coupon', href: '/m/coupons', badge: 12 },
      { id: 'cart', label: '购物车', icon: 'cart', href: '/m/cart' },
      { id: 'me', label: '我的账户与会员中心', icon: 'user', href: '/m/user' },
    ],
  },
};

export const LongLabelsThaiStatic: Story = {
  globals: { locale: 'th_TH' },
  args: {
    position: 'static',
    currentId: 'gift',
    items: [
      { id: 'home', label: 'หน้าแรกร้านค้า', icon: 'home', href: '/m/home' },
      { id: 'gift', label: 'ของขวัญสำหรับสมาชิกใหม่', icon: 'gift', href: '/m/gift', badge: 'dot' },
      { id: 'cart', label: 'รถเข็นสินค้า', icon: 'cart', href: '/m/cart', badge: 7 },
      { id: 'me', label: 'บัญชีของฉัน', icon: 'user', href: '/m/user' },
    ],
  },
  play: async ({ canvasElement, globals }) => {
    // Long labels are cut to one line; the full label is still the link's name.
    await expect(
      within(canvasElement).getByRole('link', { name: `ของขวัญสำหรับสมาชิกใหม่ ${storyText({ globals })('overlays:badge.dot')}` }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A page taller than the screen under the fixed bar: every control reached by Tab is scrolled clear
 * of the bar, never left under it (the document's scroll padding).
 */
export const TabbedControlsClearTheBar: Story = {
  name: 'Tabbed Controls Clear The Bar (English)',
  globals: { locale: 'en_US' },
  args: {
    currentId: 'home',
    items: [
      { id: 'home', label: 'Home', icon: 'home', href: '/m/home' },
      { id: 'cart', label: 'Cart', icon: 'cart', href: '/m/cart' },
      { id: 'me', label: 'Me', icon: 'user', href: '/m/user' },
    ],
  },
  render: (args) => (
    <>
      {/* A page that shows the bar leaves room for it at its end (as the app's layout does). */}
      <div style={{ display: 'grid', gap: 40, paddingBottom: 96 }}>
        {Array.from({ length: 12 }, (_, index) => (
          <button key={index} type="button" style={{ minHeight: 44 }}>
            {`Control ${index + 1}`}
          </button>
        ))}
      </div>
      <BottomTabBar {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let index = 1; index <= 12; index += 1) {
      // The browser's own Tab (not a simulated focus): it scrolls the control into view as a shopper's would.
      await browserKeyboard.keyboard('{Tab}');
      const control = canvas.getByRole('button', { name: `Control ${index}` });
      await expect(control).toHaveFocus();
      const box = control.getBoundingClientRect();
      // Wholly on screen and above the bar.
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(canvas.getByRole('navigation').getBoundingClientRect().top);
    }
  },
};
