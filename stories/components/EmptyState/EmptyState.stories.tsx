import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../../src/components/EmptyState';
import { storyText } from '../../support/storyText';

/**
 * What a list or page shows when there is nothing to show: an empty cart, no search results, no
 * coupons yet. A picture, a title (a heading, 'Nothing here yet' by default), a line of help and
 * at most one way forward. Do not use it when loading failed; that is ErrorState, with a retry.
 */
const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { onAction: fn() },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultTitle: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const title = storyText({ globals })('basics:emptyState.title');
    await expect(canvas.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: title })).toBeInTheDocument();
    // No action without a label.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const EmptyCartEnglish: Story = {
  globals: { locale: 'en_US' },
  args: {
    icon: 'cart',
    title: 'Your cart is empty',
    description: 'Browse our best sellers and add something you love.',
    actionLabel: 'Go shopping',
  },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Go shopping' });
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const NoResultsLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    icon: 'search',
    title: 'ไม่พบสินค้าที่ตรงกับคำค้นหา “เซรั่มวิตามินซีสูตรอ่อนโยนสำหรับผิวแพ้ง่ายมาก”',
    description: 'ลองตรวจสอบการสะกดคำ ใช้คำค้นหาที่สั้นลง หรือเลือกดูสินค้าจากหมวดหมู่ยอดนิยมของเราแทน',
    actionLabel: 'ดูสินค้าขายดี',
    headingLevel: 3,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(/ไม่พบสินค้า/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ดูสินค้าขายดี' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const NoCouponsChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    icon: 'coupon',
    title: '暂无可用优惠券',
    description: '关注品牌店铺或参与限时活动，即可领取专属优惠券，下单立减更多。',
    actionLabel: '去领券中心看看',
  },
};

export const KeyboardAction: Story = {
  args: { icon: 'heart', title: 'ยังไม่มีสินค้าที่ถูกใจ', actionLabel: 'เริ่มช้อปเลย' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'เริ่มช้อปเลย' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};
