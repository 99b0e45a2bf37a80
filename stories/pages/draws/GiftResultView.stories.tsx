import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { GiftResultView } from '../../../src/pages/draws/GiftResult/GiftResultView';
import { giftClaim, longThaiDraw } from './drawStoryData';

/** The chosen free gift, /m/gift/result (spec §2). Guests never see it: the loader sends them to sign in. */
const meta = {
  title: 'Pages/Draws/GiftResultView',
  component: GiftResultView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready', claim: giftClaim }, onShop: fn(), onOpenGifts: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof GiftResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ของขวัญฟรีของคุณ'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('Your gift could not be loaded'),
};

export const MissingId: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a gift' }));
    await expect(args.onOpenGifts).toHaveBeenCalledTimes(1);
  },
};

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sacred Lotus Hydrating Toner 150 ml เป็นของคุณแล้ว')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ช้อปต่อ' }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', claim: { ...giftClaim, campaign_title: longThaiDraw.title, gift: { ...giftClaim.gift, name: longThaiDraw.prize.name } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(longThaiDraw.title)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your gift ships with your next order.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '继续购物' })).toBeVisible();
  },
};
