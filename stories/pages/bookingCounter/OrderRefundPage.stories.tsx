import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/refund';

/**
 * The refund requests through the real route table on the stateful mock backend (`merchant` seed):
 * the list, a request approved or rejected once, a hostile refund id, a shopper invited, a guest, a
 * failed load.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderRefundPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Thai: the request under review first; it opens at its address with its order. */
export const PageMerchant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'คำขอคืนเงิน' }, { timeout: 5000 });
    const first = within(list).getAllByRole('link')[0] as HTMLElement;
    await expect(first).toHaveTextContent('รอคุณพิจารณา');
    await userEvent.click(first);
    await at(canvasElement, `${PATH}?refund_id=BR-1`);
    await expect(await canvas.findByText('BK25032000', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** English: approve, confirmed twice in a hurry: one decision; the request is refunded, no decision left. */
export const PageApprove: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?refund_id=BR-1` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Approve refund of ฿298/ }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Approve this refund?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Approve refund' }));
    await expect(await canvas.findByText('Refund approved', {}, { timeout: 5000 })).toBeVisible();
    await expect((await canvas.findAllByText('Refunded', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    await expect(payloadsTo(`${PROVIDER}/refund/detail`).filter((payload) => 'action' in payload)).toEqual([{ refund_id: 'BR-1', action: 'approve' }]);
    await expect(canvas.queryByRole('button', { name: /Approve refund/ })).toBeNull();
  },
};

/** Chinese: reject; the request is rejected. */
export const PageReject: Story = {
  globals: { locale: 'zh_CN' },
  args: { initialPath: `${PATH}?refund_id=BR-1` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '拒绝申请' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '拒绝此退款？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '拒绝申请' }));
    await expect(await canvas.findByText('已拒绝', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/refund/detail`).filter((payload) => 'action' in payload)).toEqual([{ refund_id: 'BR-1', action: 'reject' }]);
  },
};

/** The customer withdrew the request while the merchant looked at it: the backend's refusal is shown, nothing lost. */
export const PageDecidedMeanwhile: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?refund_id=BR-1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Reject the request' }, { timeout: 5000 });
    const request = sharedShop.state.booking.refunds.find((refund) => refund.refund_id === 'BR-1');
    if (request) request.status = 'cancelled';
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject the request' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Reject this refund?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject request' }));
    await expect(await canvas.findByText('This refund request has already been decided.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PageHostileRefundId: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?refund_id=..%2F..%2Fetc` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('That refund link is not valid, so here are all refund requests.', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const PageShopperInvited: Story = shopperStory(/BR-1|รอคุณพิจารณา/);

export const PageGuest: Story = guestStory(PATH);

export const PageNetworkError: Story = failedLoadStory('getProviderRefundList', scenario.offline);
