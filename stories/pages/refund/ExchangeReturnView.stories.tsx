import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExchangeReturnView } from '../../../src/pages/refund/ExchangeReturn/ExchangeReturnView';
import { LONG_THAI_PRODUCT, storyRefunds } from './refundStoryData';

/**
 * The exchange and return policy, /m/account/Exchange_Return.php (spec §2), and the shopper's
 * latest refund requests below it; a guest reads the policy and is offered sign-in.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof ExchangeReturnView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'นโยบายการเปลี่ยนและคืนสินค้า' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', requests: [], more: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no refund requests.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'When you can return' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the policy, three latest requests and the way to all of them. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ระยะเวลาที่คืนได้' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /เซรั่มไฮยาลูรอนเข้มข้น/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ refundId: 'R-4004' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ดูการคืนเงินทั้งหมด' }));
    await expect(args.onAllRequests).toHaveBeenCalledTimes(1);
  },
};

/** A guest (English): the policy, and Sign in for the requests. */
export const Guest: Story = {
  globals: { locale: 'en_US', login: 'guest' },
  args: { state: { status: 'guest' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', requests: storyRefunds('zh').slice(0, 2), more: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '换货与退货政策' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '打开我的退款列表' })).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', requests: [{ ...storyRefunds('th')[0]!, product: LONG_THAI_PRODUCT }], more: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/เซรั่มขมิ้นชันเข้มข้น/)).toBeVisible();
  },
};
