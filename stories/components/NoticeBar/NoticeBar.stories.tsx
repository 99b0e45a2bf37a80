import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeBar } from '../../../src/components/NoticeBar';

/**
 * A strip above the content for something the shopper should know on this page: the shop's notice,
 * a shipping delay over a holiday, a coupon about to expire. `info` for news, `warning` for
 * something that may change their plans. Add a link for the details and `onClose` when it can be
 * dismissed. Long text wraps; nothing scrolls by itself. Do not use it for the result of an action
 * (use a Toast) or for a field's error (put it beside the field).
 */
const meta = {
  title: 'Components/NoticeBar',
  component: NoticeBar,
  args: {
    children: 'ร้านค้าจะหยุดจัดส่งสินค้าชั่วคราวในวันสงกรานต์ 13–15 เมษายน',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning'] } },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InfoThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('note');
    await expect(note).toHaveTextContent('ร้านค้าจะหยุดจัดส่งสินค้าชั่วคราว');
    await expect(within(note).queryByRole('button')).toBeNull();
    await expect(within(note).queryByRole('link')).toBeNull();
  },
};

export const WarningWithLinkEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    tone: 'warning',
    children: 'Deliveries to the southern provinces may take 2–3 extra days because of flooding.',
    actionLabel: 'See affected areas',
    actionHref: '#affected-areas',
    onAction: fn((event) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See affected areas' });
    await expect(link).toHaveAttribute('href', '#affected-areas');
    await userEvent.click(link);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ClosableChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    children: '您有一张满 990 泰铢减 100 泰铢的优惠券将于今晚 23:59 过期，请尽快使用。',
    onClose: fn(),
    actionLabel: '去使用',
    actionHref: '#coupons',
    onAction: fn((event) => event.preventDefault()),
  },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: '关闭公告' });
    const rect = close.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardClose: Story = {
  name: 'Keyboard Close (English)',
  globals: { locale: 'en_US' },
  args: { children: 'Orders placed after 2 pm ship the next working day.', onClose: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Close notice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiWraps: Story = {
  globals: { locale: 'th_TH' },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: {
    tone: 'warning',
    onClose: fn(),
    children:
      'เนื่องจากมีคำสั่งซื้อจำนวนมากในช่วงเทศกาลลดราคากลางปี สินค้าบางรายการอาจจัดส่งล่าช้ากว่าปกติ 3–5 วันทำการ ทางร้านขออภัยในความไม่สะดวกและขอขอบคุณที่อดทนรอ',
    actionLabel: 'ดูรายละเอียดการจัดส่ง',
    actionHref: '#shipping',
    onAction: fn((event) => event.preventDefault()),
  },
  play: async ({ canvasElement }) => {
    // The whole notice stays readable: it wraps instead of being cut or scrolled.
    const note = within(canvasElement).getByRole('note');
    await expect(note.scrollWidth).toBeLessThanOrEqual(note.clientWidth);
  },
};
