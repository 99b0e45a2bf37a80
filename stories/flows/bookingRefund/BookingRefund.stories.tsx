import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import type { BookingRefundContext, ReservationRefundChoices, ReservationRefundView } from '../../../src/machines/bookingRefund';
import { modifyReservationRefund } from '../../../src/api/endpoints/bookingUser';
import { BookingRefund } from '../../../src/pages/flows/bookingRefund';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { BookingRefundStateHarness } from './BookingRefundStateHarness';
import { storyText } from '../../support/storyText';

/**
 * The user's refund of a service reservation (spec §7 user_reservation/order_refund: detail,
 * option, apply, modify, cancel): apply with a reason, change or withdraw a pending request, each
 * after a confirmation. Booking failures follow spec §8: login, home and not found leave the
 * screen; 20001 asks the page for its live-chat dialog (onLiveChat) and the screen stays as it was;
 * "Network Error" and server messages are shown in place. Use it on a reservation's refund
 * page; do not use it for shop orders (Flows/OrderRefund) or for the merchant's side of refunds.
 */
const meta = {
  title: 'Flows/BookingRefund',
  component: BookingRefund,
  args: { orderId: '77001', onNavigate: fn(), onNotFound: fn(), onLiveChat: fn() },
  // Reservation 77001 of the demo shopper, with its refund request BR-1 under review.
  parameters: { shop: { seed: 'shopper' } },
} satisfies Meta<typeof BookingRefund>;

export default meta;
type Story = StoryObj<typeof meta>;

const choicesThai: ReservationRefundChoices = {
  reasons: [
    { id: '1', text: 'ติดธุระกะทันหัน ไม่สามารถเดินทางไปตามเวลานัดหมายได้ และไม่สะดวกเลื่อนนัด' },
    { id: '2', text: 'จองผิดเวลา' },
  ],
  maxAmount: 298,
};
const choicesEnglish: ReservationRefundChoices = {
  reasons: [
    { id: '1', text: 'Something came up and I cannot make the appointment or move it' },
    { id: '2', text: 'Booked the wrong time' },
  ],
  maxAmount: 298,
};
const choicesChinese: ReservationRefundChoices = {
  reasons: [
    { id: '1', text: '临时有事，无法按时到店，也不方便改期' },
    { id: '2', text: '预约时间错误' },
  ],
  maxAmount: 298,
};
const pending: ReservationRefundView = {
  refundId: 'BR-1',
  orderId: '77001',
  status: 'pending',
  amount: 298,
  reason: 'ติดธุระกะทันหัน ไม่สามารถเดินทางไปตามเวลานัดหมายได้ และไม่สะดวกเลื่อนนัด',
  createdAt: '2025-03-13 18:05:00',
};

const context = (overrides: Partial<BookingRefundContext> = {}): BookingRefundContext => ({
  orderId: '77001',
  refund: null,
  choices: choicesThai,
  reasonId: '',
  remark: '',
  error: null,
  ...overrides,
});

// ---- State stories: one per state of the machine ----

export const Loading: Story = {
  parameters: { flowStates: ['bookingRefund.loading'] },
  render: () => <BookingRefundStateHarness value="loading" context={context({ choices: null })} />,
};

export const LoadFailedNetworkError: Story = {
  name: 'Load Failed Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingRefund.failed'] },
  render: () => (
    <BookingRefundStateHarness value="failed" context={context({ choices: null, error: { kind: 'network', code: 500, message: 'Network Error' } })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not load your reservation refund')).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
  },
};

export const Choosing: Story = {
  parameters: { flowStates: ['bookingRefund.choosing'] },
  render: () => <BookingRefundStateHarness value="choosing" context={context()} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('refundFlows:bookingRefund.actions.apply') })).toBeDisabled();
  },
};

export const ChoosingAfterNetworkError: Story = {
  name: 'Choosing After Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingRefund.choosing'] },
  render: () => (
    <BookingRefundStateHarness
      value="choosing"
      context={context({ choices: choicesEnglish, reasonId: '1', error: { kind: 'network', code: 500, message: 'Network Error' } })}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Network Error');
  },
};

export const ConfirmApply: Story = {
  name: 'Confirm Apply (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingRefund.confirmApply'] },
  render: () => <BookingRefundStateHarness value="confirmApply" context={context({ choices: choicesEnglish, reasonId: '1' })} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await expect(dialog).toHaveTextContent('We will ask the shop to refund ฿298 for this reservation.');
  },
};

export const Applying: Story = {
  parameters: { flowStates: ['bookingRefund.applying'] },
  render: () => <BookingRefundStateHarness value="applying" context={context({ reasonId: '1' })} />,
};

export const Applied: Story = {
  parameters: { flowStates: ['bookingRefund.applied'] },
  render: () => <BookingRefundStateHarness value="applied" context={context({ refund: pending })} />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text('refundFlows:bookingRefund.statuses.pending'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('refundFlows:bookingRefund.actions.cancel') })).toBeEnabled();
  },
};

export const AppliedDecidedChinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bookingRefund.applied'] },
  render: () => (
    <BookingRefundStateHarness
      value="applied"
      context={context({ choices: choicesChinese, refund: { ...pending, status: 'refunded', reason: '临时有事，无法按时到店，也不方便改期' } })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('已退款')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '撤回申请' })).toBeNull();
  },
};

export const Editing: Story = {
  parameters: { flowStates: ['bookingRefund.editing'] },
  render: () => <BookingRefundStateHarness value="editing" context={context({ refund: pending, reasonId: '1', remark: 'ขออภัยในความไม่สะดวกค่ะ' })} />,
};

export const ConfirmModify: Story = {
  parameters: { flowStates: ['bookingRefund.confirmModify'] },
  render: () => <BookingRefundStateHarness value="confirmModify" context={context({ refund: pending, reasonId: '2' })} />,
};

export const Modifying: Story = {
  name: 'Modifying (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingRefund.modifying'] },
  render: () => <BookingRefundStateHarness value="modifying" context={context({ choices: choicesEnglish, refund: pending, reasonId: '2' })} />,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Save the changes?' });
    await expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ConfirmCancel: Story = {
  name: 'Confirm Cancel (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bookingRefund.confirmCancel'] },
  render: () => (
    <BookingRefundStateHarness
      value="confirmCancel"
      context={context({ choices: choicesChinese, refund: { ...pending, reason: '临时有事，无法按时到店，也不方便改期' } })}
    />
  ),
};

export const Cancelling: Story = {
  parameters: { flowStates: ['bookingRefund.cancelling'] },
  render: () => <BookingRefundStateHarness value="cancelling" context={context({ refund: pending })} />,
};

export const Cancelled: Story = {
  parameters: { flowStates: ['bookingRefund.cancelled'] },
  render: () => <BookingRefundStateHarness value="cancelled" context={context({ refund: { ...pending, status: 'cancelled' } })} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('heading', { name: text('refundFlows:bookingRefund.cancelled.title') })).toBeVisible();
  },
};

export const Left: Story = {
  tags: ['test-only'],
  parameters: { flowStates: ['bookingRefund.left'] },
  render: () => <BookingRefundStateHarness value="left" context={context()} />,
};

// ---- Flow stories: the wired container on the mock backend ----

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Reservation 77006 (today at 15:00) has no refund request yet: the shop records the new one. */
export const FlowApply: Story = {
  name: 'Flow Apply (English)',
  globals: { locale: 'en_US' },
  args: { orderId: '77006' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Something came up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Apply for a refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Under review')).toBeVisible();
    // The recorded request: its reason and the refundable ฿178 of 77006.
    await expect(canvas.getByText('Something came up')).toBeVisible();
    await expect(canvas.getByText('฿178')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw the request' })).toBeEnabled();
  },
};

export const FlowApplyNetworkError: Story = {
  name: 'Flow Apply Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { orderId: '77006' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ applyReservationRefund: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Booked the wrong time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network Error');
    await expect(canvas.getByRole('button', { name: 'Apply for a refund' })).toBeEnabled();
  },
};

/** 20001 on apply: the page is asked for its live-chat dialog with the backend's words; the form stays, the reason chosen, no message in place. */
export const FlowLiveChatOnApply: Story = {
  name: 'Flow Live Chat On Apply (English)',
  globals: { locale: 'en_US' },
  args: { orderId: '77006' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ applyReservationRefund: scenario.errcode(20001, { toast_message: { text: 'Please talk to us first.' } }) }) } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Booked the wrong time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply for a refund' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(args.onLiveChat).toHaveBeenCalledWith('Please talk to us first.'));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: 'Booked the wrong time' })).toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** 20001 on the load: the page is asked for its live-chat dialog; behind it the retry, with no second copy of the message. */
export const FlowLiveChatOnLoad: Story = {
  name: 'Flow Live Chat On Load (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ getReservationRefundOption: scenario.errcode(20001, { toast_message: { text: 'Please talk to us first.' } }) }) } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'We could not load your reservation refund' })).toBeVisible();
    await expect(args.onLiveChat).toHaveBeenCalledWith('Please talk to us first.');
    await expect(canvas.queryByText('Please talk to us first.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

let sent: SentRequest[] = [];

/** BR-1 of reservation 77001 gets a new reason (Save double-clicked: one modify call): the shop keeps it, and the request shows it. */
export const FlowModify: Story = {
  name: 'Flow Modify (English)',
  globals: { locale: 'en_US' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change the request' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Booked the wrong time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Save the changes?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('heading', { name: 'Your refund request' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Booked the wrong time')).toBeVisible();
    await expect(canvas.queryByText('Something came up')).not.toBeInTheDocument();
    await expect(sent.filter((request) => request.url.pathname.endsWith(modifyReservationRefund.meta.path))).toHaveLength(1);
  },
};

export const FlowWithdraw: Story = {
  name: 'Flow Withdraw (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Withdraw the request' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Withdraw the refund request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Under review')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw the request' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await expect(await canvas.findByRole('heading', { name: 'Refund request withdrawn' })).toBeVisible();
  },
};

export const FlowSessionEnded: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ getReservationRefund: scenario.errcode(403) }) } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php'));
  },
};

export const FlowGoHome: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ getReservationRefundOption: scenario.errcode(302) }) } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m'));
  },
};

export const FlowNotFound: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ getReservationRefund: scenario.errcode(301) }) } } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(1));
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};
