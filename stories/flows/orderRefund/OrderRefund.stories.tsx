import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { refundHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { OrderRefund } from '../../../src/pages/flows/orderRefund';
import { OrderRefundStateHarness } from './OrderRefundStateHarness';
import { optionsChinese, optionsEnglish, photo, progressThai, refundContext } from './storyData';
import { storyText } from '../../support/storyText';

/**
 * A shopper's refund request for one order (spec §7 refunds under /wap/api/order/refund/*): choose
 * the items, a reason with a note and photos, the amount (never above the refundable amount), send
 * it once, then follow its progress. Use it on the refund request route of an order that can be
 * refunded; do not use it for reservation refunds (Flows/BookingRefund) or to show an existing
 * refund (the refund detail page).
 */
const meta = {
  title: 'Flows/OrderRefund',
  component: OrderRefund,
  args: { orderId: '20250301', onNavigate: fn() },
} satisfies Meta<typeof OrderRefund>;

export default meta;
type Story = StoryObj<typeof meta>;

const idle = (step: 'items' | 'reason' | 'amount') => ({ editing: { step, photos: 'idle' } });

// ---- State stories: one per state of the machine ----

export const Loading: Story = {
  parameters: { flowStates: ['orderRefund.loading'] },
  render: () => <OrderRefundStateHarness value="loading" context={refundContext({ options: null })} />,
};

export const LoadFailed: Story = {
  name: 'Load Failed (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.failed'] },
  render: () => (
    <OrderRefundStateHarness value="failed" context={refundContext({ options: null, error: { kind: 'network', messageKey: 'serverError' } })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not load the refund options')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const ChooseItems: Story = {
  parameters: { flowStates: ['orderRefund.editing.step.items', 'orderRefund.editing.photos.idle'] },
  render: () => <OrderRefundStateHarness value={idle('items')} context={refundContext()} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('refundFlows:actions.next') })).toBeDisabled();
  },
};

export const ChooseItemsEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.editing.step.items'] },
  render: () => <OrderRefundStateHarness value={idle('items')} context={refundContext({ options: optionsEnglish, selected: ['T1'] })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: /Hyaluronic Hydrating Serum/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select all items' })).toBePartiallyChecked();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const ReasonUploadingPhotos: Story = {
  parameters: { flowStates: ['orderRefund.editing.step.reason', 'orderRefund.editing.photos.uploading'] },
  render: () => (
    <OrderRefundStateHarness
      value={{ editing: { step: 'reason', photos: 'uploading' } }}
      context={refundContext({ selected: ['T1'], reasonId: '1', photos: [photo('photo-1', 'done'), photo('photo-2', 'uploading')], photoCount: 2 })}
    />
  ),
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text('refundFlows:orderRefund.photos.uploading'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('refundFlows:actions.next') })).toBeDisabled();
  },
};

export const ReasonPhotoFailedChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['orderRefund.editing.step.reason', 'orderRefund.editing.photos.idle'] },
  render: () => (
    <OrderRefundStateHarness
      value={idle('reason')}
      context={refundContext({
        options: optionsChinese,
        selected: ['T1'],
        reasonId: '1',
        remark: '瓶盖裂开了，精华液漏了一半，外盒也湿透了。',
        photos: [photo('photo-1', 'error')],
        photoCount: 1,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('有照片上传失败');
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeEnabled();
  },
};

export const Amount: Story = {
  name: 'Amount (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.editing.step.amount'] },
  render: () => (
    <OrderRefundStateHarness value={idle('amount')} context={refundContext({ options: optionsEnglish, selected: ['T1', 'T2'], reasonId: '1', amount: '1180' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Refund amount/ })).toHaveValue('1180');
    await expect(canvas.getByRole('button', { name: 'Send refund request' })).toBeEnabled();
  },
};

export const AmountTooHigh: Story = {
  name: 'Amount Too High (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.editing.step.amount'] },
  render: () => (
    <OrderRefundStateHarness value={idle('amount')} context={refundContext({ options: optionsEnglish, selected: ['T1'], reasonId: '1', amount: '5000' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The amount cannot be more than ฿890.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send refund request' })).toBeDisabled();
  },
};

/** The backend's own refusal, shown as it comes (in Thai whatever the language shown). */
const REFUSAL = 'คำสั่งซื้อนี้พ้นระยะเวลาขอคืนเงินแล้ว กรุณาติดต่อฝ่ายบริการลูกค้า';

export const SubmitRejected: Story = {
  parameters: { flowStates: ['orderRefund.editing.step.amount'] },
  render: () => (
    <OrderRefundStateHarness
      value={idle('amount')}
      context={refundContext({ selected: ['T1'], reasonId: '1', amount: '890', error: { kind: 'toast', code: 1, message: REFUSAL } })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(REFUSAL);
  },
};

export const Submitting: Story = {
  name: 'Submitting (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.submitting'] },
  render: () => (
    <OrderRefundStateHarness value="submitting" context={refundContext({ options: optionsEnglish, selected: ['T1'], reasonId: '1', amount: '890' })} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Send refund request/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const StatusLoading: Story = {
  parameters: { flowStates: ['orderRefund.status.loading'] },
  render: () => <OrderRefundStateHarness value={{ status: 'loading' }} context={refundContext({ refundId: 'R-4099' })} />,
};

export const Status: Story = {
  parameters: { flowStates: ['orderRefund.status.shown'] },
  render: () => <OrderRefundStateHarness value={{ status: 'shown' }} context={refundContext({ refundId: 'R-4099', progress: progressThai })} />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: text('refundFlows:orderRefund.status.sent') })).toBeVisible();
    await expect(canvas.getByText('R-4099')).toBeVisible();
  },
};

export const StatusFailed: Story = {
  name: 'Status Failed (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['orderRefund.status.failed'] },
  render: () => (
    <OrderRefundStateHarness value={{ status: 'failed' }} context={refundContext({ refundId: 'R-4099', error: { kind: 'timeout', code: 1, messageKey: 'timeout' } })} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We could not load the refund status')).toBeVisible();
  },
};

export const Left: Story = {
  tags: ['test-only'],
  parameters: { flowStates: ['orderRefund.left'] },
  render: () => <OrderRefundStateHarness value="left" context={refundContext()} />,
};

// ---- Flow stories: the wired container on the mock backend ----

/** The shopper's seeded paid order: one a refund can be asked for. */
const PAID_ORDER = '20250399';

let submits = 0;
/** Counts the submits that reach the backend, then lets the area's handler answer. */
const countSubmits = http.post('/wap/api/order/refund/submit', () => {
  submits += 1;
});

/** The shopper's paid order 20250399 (seeded): the request gets the next refund number, R-4004. */
export const FlowRequestRefund: Story = {
  name: 'Flow Request Refund (English)',
  globals: { locale: 'en_US' },
  args: { orderId: PAID_ORDER },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { refunds: [countSubmits, ...refundHandlers()] } } },
  beforeEach: () => {
    submits = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all items' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Damaged in transit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Tell us more/ }), 'The lid arrived cracked.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const amount = canvas.getByRole('textbox', { name: /Refund amount/ });
    await expect(amount).toHaveValue('1180');
    await userEvent.clear(amount);
    await userEvent.type(amount, '๙๙๙');
    await expect(amount).toHaveValue('999');
    // A double click sends one request.
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send refund request' }));
    await expect(await canvas.findByRole('heading', { name: 'Your refund request was sent' })).toBeVisible();
    await expect(canvas.getByText('R-4004')).toBeVisible();
    await expect(canvas.getByText('Under review')).toBeVisible();
    await expect(canvas.getByText('฿999')).toBeVisible();
    await expect(submits).toBe(1);
  },
};

export const FlowAmountAboveRefundable: Story = {
  name: 'Flow Amount Above Refundable (English)',
  globals: { locale: 'en_US' },
  args: { orderId: PAID_ORDER },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all items' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Changed my mind' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const amount = canvas.getByRole('textbox', { name: /Refund amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await expect(canvas.getByText('The amount cannot be more than ฿1,180.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send refund request' })).toBeDisabled();
  },
};

export const FlowSubmitRejected: Story = {
  name: 'Flow Submit Rejected (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { orderId: PAID_ORDER },
  parameters: { shop: { seed: 'shopper' }, msw: { handlers: { refunds: refundHandlers({ submitRefund: scenario.errcode(1) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Select all items' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Received the wrong item' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send refund request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sorry, that did not work (code 1).');
    await expect(canvas.getByRole('button', { name: 'Send refund request' })).toBeEnabled();
  },
};

export const FlowLoadFailsThenRetry: Story = {
  name: 'Flow Load Fails Then Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { refunds: refundHandlers({ getRefundOptions: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We could not load the refund options')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('We could not load the refund options')).toBeVisible();
  },
};

export const FlowNeedsLogin: Story = {
  parameters: { msw: { handlers: { refunds: refundHandlers({ getRefundOptions: scenario.errcode(401) }) } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php'));
  },
};
