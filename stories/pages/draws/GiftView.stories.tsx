import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { GiftView } from '../../../src/pages/draws/Gift/GiftView';
import { giftCampaign, giftClaim, longThaiDraw } from './drawStoryData';

/** Choose a free gift, /m/gift (spec §2): the new-user gift or a campaign's, one per shopper. */
const meta = {
  title: 'Pages/Draws/GiftView',
  component: GiftView,
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null }, onSelect: fn(), onChoose: fn(), onOpenResult: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof GiftView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ของขวัญฟรี'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The gifts could not be loaded'),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, gifts: [] }, selected: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No gifts right now' })).toBeVisible();
  },
};

/** Thai: pick a gift, then take it. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Sacred Lotus/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('51003');
    await userEvent.click(canvas.getByRole('button', { name: 'รับของขวัญชิ้นนี้' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const Guest: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to choose' })).toBeVisible();
  },
};

/** Not a new member: the reason, no choice. */
export const Refused: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, refusal: 'This gift is for new members only.' }, selected: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This gift is for new members only.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get this gift' })).toBeNull();
  },
};

/** Already chosen: the way to the result. */
export const AlreadyChosen: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, claim: giftClaim }, selected: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See my gift' }));
    await expect(args.onOpenResult).toHaveBeenCalledWith('2');
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', campaign: { ...giftCampaign, title: longThaiDraw.title, gifts: [{ gift_id: '1', name: longThaiDraw.prize.name, image: null, value: 890 }] }, selected: '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: new RegExp(longThaiDraw.prize.name.slice(0, 10)) })).toBeChecked();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null, failure: 'Choose a gift first.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a gift first.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '任选一件礼品' })).toBeVisible();
  },
};
