import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenario } from '../../../mocks/scenarios';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/refund';

/**
 * **Refund requests: where a merchant decides on the customers' requests to be refunded for a
 * booking.**
 *
 * The list puts the requests waiting for a decision first; one request shows the amount, the
 * reason, when it was asked and its order. The merchant approves it (the money goes back and the
 * booking is cancelled) or rejects it (the customer keeps the booking and may ask again), each
 * after confirming; a decision is final. A broken refund link shows all the requests with a note.
 * Only a merchant (a store that takes bookings through the shop) sees it: a signed-in shopper who
 * is not one sees an invitation to become a merchant instead, and someone who has not logged in is
 * asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), an empty list (no refund requests), and the shop's message
 * when a request was decided or withdrawn meanwhile.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderRefundPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In Thai: the request waiting for a decision first; it opens with its order. */
export const PageMerchant: Story = {
  name: 'Page Merchant (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
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

/** In English: approved, confirmed twice in a hurry: decided once; refunded, nothing left to decide. */
export const PageApprove: Story = {
  name: 'Page Approve (English, signed in)',
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

/** In Chinese: rejected. */
export const PageReject: Story = {
  name: 'Page Reject (Chinese, signed in)',
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

/** The customer withdrew the request while the merchant looked at it: the shop's message, nothing lost. */
export const PageDecidedMeanwhile: Story = {
  name: 'Page Decided Meanwhile (English, signed in)',
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

/** A broken refund link: all the requests, with a note. */
export const PageHostileRefundId: Story = {
  name: 'Page Hostile Refund Id (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?refund_id=..%2F..%2Fetc` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('That refund link is not valid, so here are all refund requests.', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory((text) => new RegExp(`BR-1|${text('bookingCounter:refundStatus.pending')}`));

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = { name: 'Page Network Error (signed in)', ...failedLoadStory('getProviderRefundList', scenario.offline), tags: ['error-state'] };
