// The shopper's booking journeys in the browser: a service booked at a store to the appointment
// with its voucher; an appointment cancelled and its refund's status.
import { atPath, bookAndPayDeposit, ready, see } from './steps.mjs';

/** The booking journeys (issue "Booking beauty services: the shopper's side"). */
export const BOOKING_JOURNEYS = [
  {
    name: 'booking home, a service, a store, a day and a slot, the deposit paid through checkout: the appointment shows its voucher',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/booking`);
      await ready(page);
      await page.getByRole('link', { name: /Thai Herbal Glow Facial/ }).first().click();
      await atPath(page, '/m/booking/11001');
      await page.getByRole('link', { name: /Glow Studio นิมมาน/ }).first().click();
      await atPath(page, '/m/booking/11001/S-2');
      await bookAndPayDeposit(page, '11:00');
      await page.getByRole('button', { name: 'See my appointment' }).click();
      await atPath(page, '/m/booking_appointment_service');
      // The new appointment (the shop's next booking, 77007) shows the voucher its payment issued.
      await see(page.getByText(/^5007\s?7007$/));
    },
  },
  {
    name: 'an appointment cancelled: its refund shows its status',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/booking_appointment_service`);
      await ready(page);
      await page.getByRole('article', { name: 'Gel Nails with Floral Art' }).getByRole('button', { name: 'Cancel appointment' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this appointment?' }).getByRole('button', { name: 'Cancel appointment' }).click();
      await see(page.getByRole('tab', { name: 'Cancelled', selected: true }));
      await page.getByRole('article', { name: 'Gel Nails with Floral Art' }).getByRole('button', { name: 'Refund details' }).click();
      await atPath(page, '/m/booking_appointment_service/refund?order_id=77006');
      await see(page.getByText('Refunded'));
      await see(page.getByText('This request has been decided and can no longer be changed.'));
    },
  },
];
