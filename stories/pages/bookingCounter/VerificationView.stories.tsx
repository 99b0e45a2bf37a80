import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationView } from '../../../src/pages/bookingCounter/Verification/VerificationView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';
import { storyText } from '../../support/storyText';

/**
 * **Verify a voucher: where a merchant checks, at the counter, the code a customer shows.**
 *
 * They type the customer's 8-digit code or paste it (spaces and dashes are ignored), or scan the QR
 * code on the customer's appointment with the phone's camera; the booking shows, and the merchant
 * confirms it once (the deposit then counts as income). A code already used shows who verified it
 * and when. A link to the orders. Only a merchant (a store that takes bookings through the shop)
 * sees it: a signed-in shopper who is not one sees an invitation to become a merchant instead, and
 * someone who has not logged in is asked to log in first and comes back here after. When the shop
 * needs to check the merchant's account it says so in a dialog that offers live chat or the account
 * centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), a message when no booking has that code, and a message when
 * a link holds no voucher code.
 */
const meta = {
  title: 'Pages/BookingCounter/VerificationView',
  component: VerificationView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready' },
    counter: <p>[bookingVerification flow]</p>,
    onOrders: fn(),
    onRetry: fn(),
    onJoin: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof VerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = loadingStory('bookingCounter:verification.title');

/** The page could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...errorWithRetryStory(), tags: ['error-state'] };

/** In Thai: how to enter the code (typed, pasted or scanned) and the way to the orders. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('bookingCounter:verification.howTo'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('bookingCounter:verification.orders') }));
    await expect(args.onOrders).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/spaces and dashes are ignored/)).toBeVisible();
  },
};

/** No booking has that code, in Chinese: the merchant is asked to check it with the customer. */
export const ChineseNotFound: Story = {
  name: 'Chinese Not Found (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', notFound: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('未找到该代码的预约');
  },
};

/** A link that holds no voucher code, in English: said, and the code can be typed. */
export const BadQrLinkEnglish: Story = {
  name: 'Bad Qr Link English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', badLink: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This link holds no voucher code.');
  },
};

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const ShopperInvited: Story = {
  name: 'Shopper Invited (signed in)',
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('[bookingVerification flow]')).toBeNull();
  },
};
