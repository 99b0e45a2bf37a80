import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { GiftView } from '../../../src/pages/draws/Gift/GiftView';
import { giftCampaign, giftClaim, longThaiDraw } from './drawStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Free gift: where a shopper picks the one free gift a campaign or their new account offers.**
 *
 * The shopper sees the gifts with what each is worth and the date to choose by, picks one and taps
 * Get this gift; they then see the gift that is theirs. Each shopper gets one gift per campaign:
 * one already chosen shows with the way to it. A new-member gift is refused to a shopper who has
 * already ordered, with the reason. Anyone may look; a shopper who has not logged in is asked to
 * log in when they choose, and comes back here after.
 *
 * They see the loading state while the gifts are on their way, No gifts right now when a campaign
 * has none, the error state with Try again when the gifts could not be loaded, and Choose a gift
 * first when they tap Get this gift without a pick.
 */
const meta = {
  title: 'Pages/Draws/GiftView',
  component: GiftView,
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null }, onSelect: fn(), onChoose: fn(), onOpenResult: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof GiftView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the gifts are on their way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('draws:gift.title'),
};

/** The gifts could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The gifts could not be loaded'),
};

/** A campaign with no gifts to choose from. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, gifts: [] }, selected: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No gifts right now' })).toBeVisible();
  },
};

/** The shopper picks a gift, then takes it. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Sacred Lotus/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('51003');
    await userEvent.click(canvas.getByRole('button', { name: storyText(context)('draws:gift.choose') }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in: choosing asks them to log in. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to choose' })).toBeVisible();
  },
};

/** The gift is not for this shopper (for example, new members only): the reason, and nothing to choose. */
export const Refused: Story = {
  name: 'Refused (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, refusal: 'This gift is for new members only.' }, selected: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This gift is for new members only.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Get this gift' })).toBeNull();
  },
};

/** The shopper already chose their gift: it is named, with the way to it. */
export const AlreadyChosen: Story = {
  name: 'Already Chosen (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, claim: giftClaim }, selected: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See my gift' }));
    await expect(args.onOpenResult).toHaveBeenCalledWith('2');
  },
};

/** Long Thai names wrap without hiding the button. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', campaign: { ...giftCampaign, title: longThaiDraw.title, gifts: [{ gift_id: '1', name: longThaiDraw.prize.name, image: null, value: 890 }] }, selected: '1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: new RegExp(longThaiDraw.prize.name.slice(0, 10)) })).toBeChecked();
  },
};

/** In English, after tapping Get this gift without a pick: Choose a gift first. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', campaign: giftCampaign, selected: null, failure: 'Choose a gift first.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a gift first.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '任选一件礼品' })).toBeVisible();
  },
};
