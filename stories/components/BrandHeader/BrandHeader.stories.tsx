import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrandHeader } from '../../../src/components/BrandHeader';
import { avatarImage } from '../ProductCard/placeholderImage';
import { storyText } from '../../support/storyText';

/**
 * The top of a brand flagship page (spec §3 brandInfo): logo, name, follower count in compact
 * form, and a Follow toggle button (aria-pressed) that asks for the change through
 * `onToggleFollow(follow)`; `pending` while the request runs. Do not use it for a shop list
 * entry or a product's brand line.
 */
const meta = {
  title: 'Components/BrandHeader',
  component: BrandHeader,
  args: {
    brandName: 'KONVY BEAUTY',
    logoUrl: avatarImage(0),
    summary: 'ร้านค้าแบรนด์ทางการ สินค้าของแท้ 100%',
    following: false,
    followingCount: 12_345,
    onToggleFollow: fn(),
  },
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  name: 'Not Following (English)',
  globals: { locale: 'en_US' },
  args: { summary: 'Official brand store, 100% authentic' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12.3K followers')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'KONVY BEAUTY logo' })).toBeVisible();
    const follow = canvas.getByRole('button', { name: 'Follow', pressed: false });
    await userEvent.click(follow);
    await expect(args.onToggleFollow).toHaveBeenCalledWith(true);
    const rect = follow.getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const Following: Story = {
  name: 'Following (English)',
  globals: { locale: 'en_US' },
  args: { following: true, followingCount: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 follower')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Following', pressed: true });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleFollow).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(storyText({ globals })('commerce:brandHeader.follow')) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onToggleFollow).not.toHaveBeenCalled();
  },
};

export const SmallCountThai: Story = {
  globals: { locale: 'th_TH' },
  args: { followingCount: 9876 },
  play: async ({ canvasElement, globals }) => {
    // Below ten thousand the count is written in full in every language.
    const followers = storyText({ globals })('commerce:brandHeader.followers', { count: 9876, formattedCount: '9,876' });
    await expect(within(canvasElement).getByText(followers)).toBeVisible();
  },
};

export const LongChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    brandName: '科维美妆官方旗舰店（泰国曼谷总店）正品保证',
    summary: '百分百正品保证，支持七天无理由退换货，满九百九十泰铢包邮',
    followingCount: 1_234_567,
    following: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '已关注', pressed: true })).toBeVisible();
    await expect(canvas.getByText(/粉丝/)).toBeVisible();
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    brandName: 'ร้านเครื่องสำอางและผลิตภัณฑ์ดูแลผิวแบรนด์ไทยอย่างเป็นทางการ สาขากรุงเทพมหานคร',
    summary: 'สินค้าของแท้ 100% จัดส่งฟรีเมื่อซื้อครบ 990 บาท เปลี่ยนคืนได้ภายใน 7 วัน',
  },
};
