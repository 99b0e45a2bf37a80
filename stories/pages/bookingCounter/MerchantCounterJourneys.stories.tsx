import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, PROVIDER, shopperBooksAndPaysDeposit } from './counterPageSupport';

/**
 * The merchant's journeys of the issue through the real route table on the stateful mock backend
 * (`merchant` seed; the shop's today is Friday 14 March 2025): a shopper's booking with its deposit
 * paid is seen, verified, paid in full and counted as income; a voucher verified twice is refused
 * the second time with who verified it and when.
 */
const meta = {
  title: 'Pages/BookingCounter/Journeys',
  component: RouteTableHarness,
  args: { initialPath: '/m/booking/order/detail' },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();
let booked = { orderId: '', voucher: '' };

/**
 * Journey 1, English: the shopper booked the facial for tomorrow 11:00 and paid the ฿298 deposit →
 * the merchant opens it from the order list → verifies its voucher (typed with a space, sent once)
 * → back on the order, confirms the ฿1,192 balance (pressed twice, sent once) → income shows the
 * deposit and the balance, waiting for payout.
 */
export const JourneyBookingToIncome: Story = {
  globals: { locale: 'en_US' },
  beforeEach: (context) => {
    record(context);
    booked = shopperBooksAndPaysDeposit();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    const row = within(list).getAllByRole('link').find((link) => /Mar 15, 2025/.test(link.textContent ?? ''));
    await expect(row).toBeDefined();
    await userEvent.click(row as HTMLElement);
    await at(canvasElement, `/m/booking/order/detail?order_id=${booked.orderId}`);
    await expect(await canvas.findByText('Booked, voucher not used yet', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('฿298')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify the voucher' }));
    await at(canvasElement, '/m/booking/verification');
    const code = await canvas.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 });
    await userEvent.type(code, `${booked.voucher.slice(0, 4)} ${booked.voucher.slice(4)}`);
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Confirm and verify' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/verification/confirm`)).toEqual([{ code: booked.voucher }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Orders' }));
    await at(canvasElement, '/m/booking/order/detail');
    const again = await canvas.findByRole('list', { name: 'Orders' }, { timeout: 5000 });
    await userEvent.click(within(again).getAllByRole('link').find((link) => /Mar 15, 2025/.test(link.textContent ?? '')) as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Confirm final payment of ฿1,192/ }, { timeout: 5000 }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm the final payment?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await expect(await canvas.findByText('Finished and paid', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/final_payment/confirm`)).toEqual([{ order_id: booked.orderId, amount: 1192 }]);
    // The merchant moves on to the income page (the provider menu is another area's: by address here).
    await goToAddress('/m/booking/income');
    await at(canvasElement, '/m/booking/income');
    const payouts = await canvas.findByRole('region', { name: 'Payouts' }, { timeout: 5000 });
    const line = (kind: RegExp) => within(payouts).getAllByRole('listitem').find((item) => kind.test(item.textContent ?? '')) as HTMLElement;
    await expect(line(/paid at the store/)).toHaveTextContent(/earned Mar 14, 2025, waiting for payout.*฿1,192/);
    await expect(line(/· deposit/)).toHaveTextContent(/earned Mar 14, 2025, waiting for payout.*฿298/);
  },
};

/** Journey 2, Thai: a voucher verified once is refused the second time, with who verified it and when; nothing is sent again. */
export const JourneyVoucherTwice: Story = {
  args: { initialPath: '/m/booking/verification' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const verify = async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: 'รหัสบัตรกำนัล' }, { timeout: 5000 }), '48213709');
      await userEvent.click(canvas.getByRole('button', { name: 'ค้นหารหัส' }));
    };
    await verify();
    await userEvent.click(await canvas.findByRole('button', { name: 'ยืนยันการใช้บริการ' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'ตรวจสอบเรียบร้อย ให้บริการลูกค้าได้เลย' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ตรวจสอบรหัสอื่น' }));
    await verify();
    await expect(await canvas.findByRole('heading', { name: 'รหัสนี้ถูกใช้ไปแล้ว' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^ใช้โดย .+ เมื่อ 14 มี\.ค\. 2568/)).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/verification/confirm`)).toEqual([{ code: '48213709' }]);
    await expect(canvas.queryByRole('button', { name: 'ยืนยันการใช้บริการ' })).toBeNull();
  },
};
