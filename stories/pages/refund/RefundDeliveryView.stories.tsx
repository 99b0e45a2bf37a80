import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundDeliveryView } from '../../../src/pages/refund/RefundDelivery/RefundDeliveryView';

/**
 * The delivery step of a refund, /m/order/refund/kv_test_refund_delivery (spec §2, a test page):
 * the goods' way back in three steps and the way to choose or change the method while open.
 */
const meta = {
  title: 'Pages/Refund/RefundDeliveryView',
  component: RefundDeliveryView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refundId: 'R-4004', refundStatus: 'pending', statusText: null, returnMethod: null },
    onChooseMethod: fn(),
    onDetail: fn(),
    onRetry: fn(),
    onList: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundDeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'การส่งคืนสินค้า' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai, no method yet: the first step is current; the button chooses one. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'เลือกวิธีส่งคืน' }));
    await expect(args.onChooseMethod).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ดูรายละเอียดการคืนเงิน' }));
    await expect(args.onDetail).toHaveBeenCalledTimes(1);
  },
};

/** English, a pick-up booked: the courier step is next. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', refundStatus: 'approved', statusText: null, returnMethod: 'pickup' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The courier picks the parcel up')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change how to return' })).toBeVisible();
  },
};

/** Chinese, refunded at a branch: nothing left to choose. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4002', refundStatus: 'refunded', statusText: null, returnMethod: 'branch' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('将商品送到门店')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '更改退货方式' })).toBeNull();
  },
};
