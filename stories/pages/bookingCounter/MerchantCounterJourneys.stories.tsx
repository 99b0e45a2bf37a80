import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { formatDate } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';
import { at, bookingRequestLog, PROVIDER, shopperBooksAndPaysDeposit } from './counterPageSupport';

/** `value` as a pattern that matches it literally. */
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * **A merchant at the counter, start to finish: from a customer's booking to the income.**
 *
 * A customer books and pays the deposit; the merchant sees the booking in their orders, verifies
 * the customer's voucher at the counter, confirms the balance paid at the store, and finds the
 * deposit and the balance in their income. A voucher already used is refused the second time,
 * saying who verified it and when.
 */
const meta = {
  title: 'Pages/BookingCounter/Journeys',
  component: RouteTableHarness,
  args: { initialPath: '/m/booking/order/detail' },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();
let booked = { orderId: '', voucher: '' };

/**
 * In English: a customer books the facial for tomorrow and pays the deposit; the merchant opens it
 * from the orders, verifies the voucher (typed with a space, sent once), confirms the balance
 * (tapped twice, sent once); the income shows the deposit and the balance, waiting for payout.
 */
export const JourneyBookingToIncome: Story = {
  name: 'Journey Booking To Income (English, signed in)',
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

/** A voucher verified once is refused the second time, saying who verified it and when (the day as the story's language writes it). */
export const JourneyVoucherTwice: Story = {
  name: 'Journey Voucher Twice (signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/booking/verification' },
  beforeEach: record,
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const verify = async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: text('refundFlows:verification.code.booking') }, { timeout: 5000 }), '48213709');
      await userEvent.click(canvas.getByRole('button', { name: text('refundFlows:verification.actions.lookUp') }));
    };
    await verify();
    await userEvent.click(await canvas.findByRole('button', { name: text('refundFlows:verification.actions.confirm.booking') }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: text('refundFlows:verification.verified.title') }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('refundFlows:verification.actions.another') }));
    await verify();
    await expect(await canvas.findByRole('heading', { name: text('refundFlows:verification.used.title') }, { timeout: 5000 })).toBeVisible();
    const day = formatDate('2025-03-14', storyLocale(context.globals));
    const usedBy = escapeRegExp(text('refundFlows:verification.used.byAt', { who: 'WHO', when: 'WHEN' }))
      .replace('WHO', '.+')
      .replace('WHEN', `${escapeRegExp(day)}.*`);
    await expect(canvas.getByText(new RegExp(`^${usedBy}`))).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/verification/confirm`)).toEqual([{ code: '48213709' }]);
    await expect(canvas.queryByRole('button', { name: text('refundFlows:verification.actions.confirm.booking') })).toBeNull();
  },
};
