import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundBookTypeView } from '../../../src/pages/refund/RefundBookType/RefundBookTypeView';
import { storyText } from '../../support/storyText';

const METHODS = {
  th: [
    { code: 'branch', name: 'ส่งคืนที่สาขา', enabled: true },
    { code: 'pickup', name: 'ให้ขนส่งมารับ', enabled: true },
  ],
  en: [
    { code: 'branch', name: 'Return at a branch', enabled: true },
    { code: 'pickup', name: 'Courier pick-up', enabled: true },
  ],
  zh: [
    { code: 'branch', name: '门店退货', enabled: true },
    { code: 'pickup', name: '上门取件', enabled: true },
  ],
} as const;

/**
 * **How will you return the goods: where a shopper chooses how the goods of a refund go back.**
 *
 * After sending a refund request (or later, from its details) the shopper chooses a courier pick-up
 * from their address or dropping the goods at one of the shop's branches, then taps Continue to
 * book it. Once a request is closed no method can be chosen any more. A shopper who has not logged
 * in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the request is on its way, and the error state with Try again
 * when it could not be loaded.
 */
const meta = {
  title: 'Pages/Refund/RefundBookTypeView',
  component: RefundBookTypeView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', refundId: 'R-4004', methods: METHODS.th, chosen: '' },
    onChoose: fn(),
    onContinue: fn(),
    onRetry: fn(),
    onList: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof RefundBookTypeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the request is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('refund:bookType.title') })).toBeVisible();
  },
};

/** The request could not be loaded (no connection): the shopper can try again. */
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

/** In Thai: both ways back; Continue waits for a choice. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text('refund:bookType.continue') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /ให้ขนส่งมารับ/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('pickup');
  },
};

/** In English, pick-up chosen: Continue goes on to book it. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', methods: METHODS.en, chosen: 'pickup' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Courier pick-up/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese, a branch chosen. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', methods: METHODS.zh, chosen: 'branch' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /门店退货/ })).toBeChecked();
  },
};

/** A closed request, in Thai: the ways back are shown, but none can be chosen. */
export const Closed: Story = {
  name: 'Closed (signed in)',
  args: { state: { status: 'ready', refundId: 'R-4003', methods: METHODS.th.map((method) => ({ ...method, enabled: false })), chosen: '' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByText(text('refund:bookType.closed'))).toBeVisible();
  },
};
