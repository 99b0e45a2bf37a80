import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HelpQuestionView } from '../../../src/pages/bookingCounter/HelpQuestion/HelpQuestionView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Questions from merchants: short answers to what merchants ask most.**
 *
 * How to verify a voucher, what to do with a code already used, how to record the balance paid at
 * the store, how to handle a refund request, change the time slots, close for a holiday, when
 * income is paid out, and why a message about the account may appear. Each question opens its
 * answer; a link leads to merchant support. Only a merchant (a store that takes bookings through
 * the shop) sees it: a signed-in shopper who is not one sees an invitation to become a merchant
 * instead, and someone who has not logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, and the error state with Try again when
 * it could not be loaded (no connection).
 */
const meta = {
  title: 'Pages/BookingCounter/HelpQuestionView',
  component: HelpQuestionView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready' }, onContact: fn(), onRetry: fn(), onJoin: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof HelpQuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:questions.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** In Thai: a question opens its answer (by tap or keyboard); the way to support. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(text('bookingCounter:questions.verify.q')));
    await expect(canvas.getByText(text('bookingCounter:questions.verify.a'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:questions.contact') }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('How do I handle a refund request?')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('收入何时结算？')).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('收入何时结算？')).toBeNull();
  },
};
