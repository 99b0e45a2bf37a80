import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangeReturnView } from '../../../src/pages/refund/ExchangeReturn/ExchangeReturnView';
import { LONG_THAI_PRODUCT, storyRefunds } from './refundStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Exchange and return policy: where a shopper reads when and how they can send goods back, and
 * finds their refund requests.**
 *
 * The policy says when goods can be returned, in what condition, how to return them and how the
 * money comes back. Below it a signed-in shopper sees their latest refund requests and the way to
 * all of them; a shopper who has not logged in still reads the policy and is offered Sign in for
 * their requests, which brings them back here.
 *
 * They see the requests loading, You have no refund requests when there are none, and the error
 * state with Try again when the requests could not be loaded.
 */
const meta = {
  title: 'Pages/Refund/ExchangeReturnView',
  component: ExchangeReturnView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', requests: storyRefunds('th').slice(0, 3), more: true },
    onOpen: fn(),
    onAllRequests: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ExchangeReturnView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the requests are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('refund:policy.title') })).toBeVisible();
  },
};

/** No refund requests yet. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', requests: [], more: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no refund requests.')).toBeVisible();
  },
};

/** The requests could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'When you can return' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai: the policy, the three latest requests and the way to all of them. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: text('refund:policy.window.title') })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /เซรั่มไฮยาลูรอนเข้มข้น/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ refundId: 'R-4004' }));
    await userEvent.click(canvas.getByRole('button', { name: text('refund:policy.requests.more') }));
    await expect(args.onAllRequests).toHaveBeenCalledTimes(1);
  },
};

/** A shopper who has not logged in: the policy, and Sign in for their requests. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US', login: 'guest' },
  args: { state: { status: 'guest' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', requests: storyRefunds('zh').slice(0, 2), more: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '换货与退货政策' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '打开我的退款列表' })).toBeVisible();
  },
};

/** A long Thai product name wraps without hiding the status. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', requests: [{ ...storyRefunds('th')[0]!, product: LONG_THAI_PRODUCT }], more: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/เซรั่มขมิ้นชันเข้มข้น/)).toBeVisible();
  },
};
