import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = '/m/booking/order/detail';

/**
 * The merchant's orders through the real route table on the stateful mock backend (`merchant`
 * seed): the list, one order, the final payment (sent once), a hostile order id, a shopper account
 * invited, a guest sent to sign in, a failed and a malformed load, a 20001 answer.
 */
const meta = {
  title: 'Pages/BookingCounter/OrderDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Thai: the six seeded orders; one opens at its own address (the static path wins over /m/booking/{sign}/{sign1}). */
export const PageMerchant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'คำสั่งจอง' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(list).getAllByRole('link')[3] as HTMLElement);
    await at(canvasElement, `${PATH}?order_id=77004`);
    await expect(await canvas.findByText('ใช้บัตรกำนัลแล้ว รอชำระส่วนที่เหลือ', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** English: the final payment of a verified order, confirmed twice in a hurry: sent once with the balance; the order is finished. */
export const PageFinalPayment: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77004` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm final payment of ฿/ }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Confirm the final payment?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await expect(await canvas.findByText('Finished and paid', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/final_payment/confirm`)).toHaveLength(1);
    await expect(payloadsTo(`${PROVIDER}/final_payment/confirm`)[0]).toMatchObject({ order_id: '77004' });
    await expect(canvas.queryByRole('button', { name: /Confirm final payment/ })).toBeNull();
  },
};

/** A booked order: to the verification page. */
export const PageToVerification: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77006` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify the voucher' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/verification');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify a voucher' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A hostile order id: the list, with a note; nothing asked for it. */
export const PageHostileOrderId: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=%3Cscript%3Ealert(1)%3C%2Fscript%3E` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('That order link is not valid, so here are all your orders.', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/order/detail`)).toEqual([]);
  },
};

/** An unknown order (the backend answers 404 with its message): that message with a retry. */
export const PageUnknownOrder: Story = {
  args: { initialPath: `${PATH}?order_id=99999` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'โหลดหน้านี้ไม่สำเร็จ' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('ไม่พบการจองนี้')).toBeVisible();
  },
};

/** A signed-in shopper: the invitation, no orders. */
export const PageShopperInvited: Story = shopperStory(/BK25/);

export const PageGuest: Story = guestStory(PATH);

export const PageNetworkError: Story = failedLoadStory('getProviderOrderList', scenario.offline);

export const PageMalformed: Story = failedLoadStory('getProviderOrderList', scenario.malformed);

/** 20001 on the final payment: the live-chat dialog (live chat or the account centre). */
export const PageLiveChat: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?order_id=77004` },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, confirmFinalPayment: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm final payment of ฿/ }, { timeout: 5000 }));
    await userEvent.click(within(await body.findByRole('alertdialog', { name: 'Confirm the final payment?' })).getByRole('button', { name: 'Confirm payment' }));
    const chat = await body.findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(chat).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(chat).getByRole('button', { name: 'Account centre' })).toBeVisible();
  },
};
