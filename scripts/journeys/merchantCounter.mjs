// The merchant's counter journeys in the browser (issue "Booking for providers and merchants"): a
// shopper's booking with its deposit paid, seen, verified, paid in full and counted as income; a
// voucher verified twice, refused the second time with who verified it and when. Also Page stories
// (stories/pages/bookingCounter/MerchantCounterJourneys.stories.tsx) on the stateful mock backend.
import { atPage, atPath, bookAndPayDeposit, ready, see, signIn } from './steps.mjs';

/** The demo merchant account (mocks/shop/account/accountSlice.ts DEMO_ACCOUNTS.merchant). */
const MERCHANT = { phone: '0898765432', password: 'merchant123' };

/** The shopper books the facial at Glow Studio สยามสแควร์ tomorrow at 11:00 and pays its deposit; answers the voucher code. */
async function shopperBooks(page, origin) {
  await page.goto(`${origin}/m/booking/11001/S-1`);
  await ready(page);
  const bookingId = await bookAndPayDeposit(page, '11:00');
  // The voucher the payment issued, on the shopper's appointments.
  await page.getByRole('button', { name: 'See my appointment' }).click();
  await atPath(page, '/m/booking_appointment_service');
  const voucher = `50${bookingId.padStart(6, '0')}`;
  await see(page.getByText(new RegExp(`^${voucher.slice(0, 4)}\\s?${voucher.slice(4)}$`)));
  return voucher;
}

/** The shopper logs out (settings) and the merchant signs in on the same browser, landing on the order list. */
async function merchantSignsIn(page, origin) {
  await page.goto(`${origin}/m/account/setting.php`);
  await ready(page);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await atPage(page, '/m');
  await page.goto(`${origin}/m/booking/order/detail`);
  await atPath(page, '/m/login.php');
  await ready(page);
  await signIn(page, MERCHANT.phone, MERCHANT.password);
  await atPath(page, '/m/booking/order/detail');
}

async function verify(page, code) {
  await page.getByRole('textbox', { name: 'Voucher code' }).fill(code);
  await page.getByRole('button', { name: 'Look up the code' }).click();
}

/** The merchant counter journeys. */
export const MERCHANT_COUNTER_JOURNEYS = [
  {
    name: 'a shopper books and pays the deposit: the merchant sees the order, verifies the voucher, confirms the final payment, and income shows it',
    seed: 'shopper',
    run: async (page, origin) => {
      const voucher = await shopperBooks(page, origin);
      await merchantSignsIn(page, origin);
      await page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: /Mar 15, 2025/ }).first().click();
      await atPath(page, '/m/booking/order/detail?order_id=');
      await see(page.getByText('Booked, voucher not used yet'));
      await page.getByRole('button', { name: 'Verify the voucher' }).click();
      await atPath(page, '/m/booking/verification');
      await verify(page, voucher);
      await page.getByRole('button', { name: 'Confirm and verify' }).click();
      await see(page.getByRole('heading', { name: 'Verified. The customer can be served.' }));
      await page.getByRole('button', { name: 'Orders' }).click();
      await atPath(page, '/m/booking/order/detail');
      await page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: /Mar 15, 2025/ }).first().click();
      await page.getByRole('button', { name: /Confirm final payment of ฿/ }).click();
      await page.getByRole('alertdialog', { name: 'Confirm the final payment?' }).getByRole('button', { name: 'Confirm payment' }).click();
      await see(page.getByText('Finished and paid'));
      await page.goto(`${origin}/m/booking/income`);
      await ready(page);
      await see(page.getByRole('region', { name: 'Payouts' }).getByRole('listitem').filter({ hasText: 'paid at the store' }).filter({ hasText: 'Mar 14, 2025' }));
    },
  },
  {
    name: 'the same voucher verified twice: the second time is refused with who verified it and when',
    seed: 'merchant',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/booking/verification`);
      await ready(page);
      await verify(page, '48213709');
      await page.getByRole('button', { name: 'Confirm and verify' }).click();
      await see(page.getByRole('heading', { name: 'Verified. The customer can be served.' }));
      await page.getByRole('button', { name: 'Verify another code' }).click();
      await verify(page, '48213709');
      await see(page.getByRole('heading', { name: 'This code has already been used' }));
      await see(page.getByText(/^Used by .+ on Mar 14, 2025/));
    },
  },
];
