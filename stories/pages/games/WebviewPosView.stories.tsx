import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WebviewPosView } from '../../../src/pages/games/WebviewPos/WebviewPosView';

/**
 * The point-of-sale page of the app's webview, /m/webview/pos (spec §2 route name webview-pos): the
 * member code for the till, the way to coupons and points; a guest is offered sign-in.
 */
const meta = {
  title: 'Pages/Games/WebviewPosView',
  component: WebviewPosView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', memberCode: '10000001', name: 'Mali' },
    inApp: true,
    onOpen: fn(),
    onBack: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof WebviewPosView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the app: the member code grouped by four, coupons and points, the app's back. */
export const InsideApp: Story = {
  globals: { platform: 'ios', locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Member code 10000001')).toHaveTextContent('1000 0001');
    await userEvent.click(canvas.getByRole('link', { name: 'My coupons' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/mycoupon.php');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Web: Story = {
  args: { inApp: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ย้อนกลับ' })).toBeVisible();
  },
};

export const Guest: Story = {
  globals: { login: 'guest', locale: 'en_US' },
  args: { state: { status: 'guest' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your member code could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', memberCode: '1000000123456789', name: 'มะลิวัลย์ ศรีสุวรรณรัตนากร ณ อยุธยา' } },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '门店支付' })).toBeVisible();
  },
};
