import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { GiftResultView } from '../../../src/pages/draws/GiftResult/GiftResultView';
import { giftClaim, longThaiDraw } from './drawStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Your free gift: where a shopper sees the gift they chose.**
 *
 * After choosing a free gift the shopper lands here: the gift that is theirs, its campaign, what it
 * is worth and when they chose it, and Continue shopping. A shopper who has not logged in never
 * sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the gift is on its way, the error state with Try again when it
 * could not be loaded, and a message with the way to the gifts when the link is incomplete or the
 * gift is not theirs.
 */
const meta = {
  title: 'Pages/Draws/GiftResultView',
  component: GiftResultView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready', claim: giftClaim }, onShop: fn(), onOpenGifts: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof GiftResultView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the gift is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: playLoading('draws:giftResult.title'),
};

/** The gift could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('Your gift could not be loaded'),
};

/** The link is incomplete or the gift is not theirs: a message, and the way to choose a gift. */
export const MissingId: Story = {
  name: 'Missing Id (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'missing' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Choose a gift' }));
    await expect(args.onOpenGifts).toHaveBeenCalledTimes(1);
  },
};

/** The chosen gift. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('draws:giftResult.chosen', { gift: giftClaim.gift.name }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('draws:giftResult.shop') }));
    await expect(args.onShop).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai names wrap without hiding the button. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', claim: { ...giftClaim, campaign_title: longThaiDraw.title, gift: { ...giftClaim.gift, name: longThaiDraw.prize.name } } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(longThaiDraw.title)).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your gift ships with your next order.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '继续购物' })).toBeVisible();
  },
};
