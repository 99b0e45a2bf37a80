import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpContactView } from '../../../src/pages/bookingCounter/HelpContact/HelpContactView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Merchant support: how a merchant reaches the shop's team.**
 *
 * Live chat is the quickest way (with the order number or voucher code at hand); the page also
 * leads to the questions merchants ask and to the account centre. Only a merchant (a store that
 * takes bookings through the shop) sees it: a signed-in shopper who is not one sees an invitation
 * to become a merchant instead, and someone who has not logged in is asked to log in first and
 * comes back here after.
 *
 * They see the loading state while the page is on its way, and the error state with Try again when
 * it could not be loaded (no connection).
 */
const meta = {
  title: 'Pages/BookingCounter/HelpContactView',
  component: HelpContactView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onLiveChat: fn(), onQuestions: fn(), onAccountCentre: fn(), onRetry: fn(), onJoin: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof HelpContactView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:contact.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** In Thai: live chat, the questions and the account centre. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:contact.chat') }));
    await expect(args.onLiveChat).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:contact.questions') }));
    await expect(args.onQuestions).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:contact.accountCentre') }));
    await expect(args.onAccountCentre).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Live chat' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '在线客服' })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).queryByRole('button', { name: text('bookingCounter:contact.chat') })).toBeNull();
  },
};
