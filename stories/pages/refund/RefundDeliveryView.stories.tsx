import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundDeliveryView } from '../../../src/pages/refund/RefundDelivery/RefundDeliveryView';
import { storyText } from '../../support/storyText';

/**
 * **Returning the goods: where a shopper follows how the goods of their refund go back.**
 *
 * Three steps: choose how to return, the courier picks the parcel up or the shopper drops the goods
 * at a branch, and the shop checks the goods. While the request is open the shopper can choose or
 * change how to return; a link opens the refund's details. (A page the shop uses for trying this
 * step out.)
 *
 * They see the loading state while the refund is on its way, and the error state with Try again
 * when it could not be loaded.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundDeliveryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the refund is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('refund:delivery.title') })).toBeVisible();
  },
};

/** The refund could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, no way back chosen yet: the first step is current, and the button chooses one. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('refund:delivery.choose') }));
    await expect(args.onChooseMethod).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: text('refund:delivery.detail') }));
    await expect(args.onDetail).toHaveBeenCalledTimes(1);
  },
};

/** In English, a pick-up booked: the courier step is next. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', refundStatus: 'approved', statusText: null, returnMethod: 'pickup' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The courier picks the parcel up')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change how to return' })).toBeVisible();
  },
};

/** In Simplified Chinese, refunded after a branch drop: nothing left to choose. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4002', refundStatus: 'refunded', statusText: null, returnMethod: 'branch' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('将商品送到门店')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '更改退货方式' })).toBeNull();
  },
};
