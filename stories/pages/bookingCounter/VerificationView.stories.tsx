import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerificationView } from '../../../src/pages/bookingCounter/Verification/VerificationView';
import { errorWithRetryStory, loadingStory } from './viewStorySupport';

/**
 * The counter verification, /m/booking/verification (spec §2): how to enter a code, the
 * bookingVerification flow (its own states are in Flows/BookingVerification; here a stand-in), the
 * way to the orders. A shopper account sees the merchant invitation.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof VerificationView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = loadingStory('ตรวจสอบบัตรกำนัล');

export const ErrorWithRetry: Story = errorWithRetryStory();

/** Thai: the hint (typed, pasted with spaces, or the QR scanned) and the way to the orders. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/พิมพ์หรือวางรหัส 8 หลัก/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'คำสั่งจอง' }));
    await expect(args.onOrders).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/spaces and dashes are ignored/)).toBeVisible();
  },
};

/** 301/303 from the flow: no such code, said here. */
export const ChineseNotFound: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', notFound: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('未找到该代码的预约');
  },
};

/** The address brought a `code` that is no voucher code: said, the flow below waits for typing. */
export const BadQrLinkEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', badLink: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('This link holds no voucher code.');
  },
};

export const ShopperInvited: Story = {
  args: { state: { status: 'invite' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('[bookingVerification flow]')).toBeNull();
  },
};
