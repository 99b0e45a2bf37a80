import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from '../../../src/components/TopBar';
import { storyText } from '../../support/storyText';

/**
 * The page header: a back button, the page title and up to three icon actions (share, cart, more).
 * What "back" does is the host's decision through `onBack` (browser history, the home page when
 * there is no history, closing the app webview). It sticks to the top while the page scrolls. Leave
 * out `onBack` on top-level pages reached from the bottom tab bar. Do not put text buttons or more
 * than three actions in it; a long title is cut to one line, so keep the full name on the page.
 */
const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  args: { title: 'รถเข็นของฉัน', onBack: fn(), onAction: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackAndTitleThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'รถเข็นของฉัน' })).toBeVisible();
    const back = canvas.getByRole('button', { name: storyText({ globals })('overlays:topBar.back') });
    const rect = back.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithActionsEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    title: 'Vitamin C Serum',
    actions: [
      { id: 'share', icon: 'share', label: 'Share' },
      { id: 'cart', icon: 'cart', label: 'Cart', dot: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Keyboard: back first, then the actions, in order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('share');
    // The dot is spoken too.
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, something new' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('cart');
  },
};

export const NoBackChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { title: '我的订单', onBack: undefined, actions: [{ id: 'more', icon: 'more', label: '更多' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '返回' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '我的订单' })).toBeVisible();
  },
};

export const LongThaiTitleTruncates: Story = {
  globals: { locale: 'th_TH' },
  args: {
    title: 'เซรั่มวิตามินซีเข้มข้นสูตรผิวกระจ่างใสพิเศษสำหรับผิวบอบบางแพ้ง่าย ขนาด 30 มล.',
    actions: [
      { id: 'share', icon: 'share', label: 'แชร์' },
      { id: 'cart', icon: 'cart', label: 'รถเข็น' },
    ],
  },
  play: async ({ canvasElement }) => {
    // One line; the full title stays the heading's accessible name.
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(/ขนาด 30 มล\.$/);
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};

export const StickyWhileScrolling: Story = {
  name: 'Sticky While Scrolling (English)',
  globals: { locale: 'en_US' },
  args: { title: 'Brand story', titleAs: 'p' },
  render: (args) => (
    <div style={{ height: 400, overflowY: 'auto' }} data-testid="scroller">
      <TopBar {...args} />
      <h1 style={{ margin: 16 }}>Our story</h1>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} style={{ margin: 16 }}>
          Paragraph {index + 1} of the brand’s story, long enough to scroll the page under the bar.
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = 200;
    const bar = within(canvasElement).getByRole('banner');
    await expect(Math.round(bar.getBoundingClientRect().top)).toBe(Math.round(scroller.getBoundingClientRect().top));
  },
};
