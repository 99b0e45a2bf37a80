import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefundBookTypeView } from '../../../src/pages/refund/RefundBookType/RefundBookTypeView';

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
 * How the goods of a refund go back, /m/order/refund/book_type (spec §2): a courier pick-up or a
 * drop at a branch; Continue opens the chosen method's page. Guests are sent to sign in.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof RefundBookTypeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'คุณจะส่งคืนสินค้าอย่างไร' })).toBeVisible();
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

/** Thai: both methods; choosing one calls onChoose; Continue waits for a choice. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ถัดไป' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /ให้ขนส่งมารับ/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('pickup');
  },
};

/** English, pick-up chosen: Continue calls onContinue. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', refundId: 'R-4004', methods: METHODS.en, chosen: 'pickup' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Courier pick-up/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { state: { status: 'ready', refundId: 'R-4004', methods: METHODS.zh, chosen: 'branch' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /门店退货/ })).toBeChecked();
  },
};

/** A closed request (Thai): the methods are offered but none can be chosen. */
export const Closed: Story = {
  args: { state: { status: 'ready', refundId: 'R-4003', methods: METHODS.th.map((method) => ({ ...method, enabled: false })), chosen: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('คำขอนี้ปิดแล้ว จึงเลือกวิธีส่งคืนไม่ได้อีก')).toBeVisible();
  },
};
