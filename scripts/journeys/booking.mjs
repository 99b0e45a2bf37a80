// The shopper's booking journeys in the browser: a service booked at a store to the appointment
// with its voucher (code and QR picture); a slot that fills up while the shopper decides (refused,
// shown full, the day kept); an appointment cancelled and its refund's status.
import { atPath, bookAndPayDeposit, ready, see, until } from './steps.mjs';

const SERVICE_AT_NIMMAN = '/m/booking/11001/S-2';
const BOOK_CALL = '/booking/f/wap/user_reservation/order/create';
const SLOTS_CALL = '/booking/f/wap/user_reservation/service_slots';

/** The booking journeys (issue "Booking beauty services: the shopper's side"). */
export const BOOKING_JOURNEYS = [
  {
    name: 'booking: home, a service, a store, a day and a slot, the deposit paid through checkout: the appointment shows its voucher code and its QR picture',
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
      // The new appointment (the shop's next booking, 77007) shows the voucher its payment issued,
      // as text and as a QR picture beside it (a square drawing big enough to scan).
      await see(page.getByText(/^5007\s?7007$/));
      const appointment = page.getByRole('article').filter({ hasText: /5007\s?7007/ });
      const qr = appointment.getByRole('img', { name: 'QR code of voucher 5007 7007' });
      await see(qr);
      const drawing = await qr.evaluate((picture) => ({
        width: picture.getBoundingClientRect().width,
        height: picture.getBoundingClientRect().height,
        modules: picture.querySelector('path')?.getAttribute('d')?.length ?? 0,
      }));
      if (drawing.width < 96 || drawing.width !== drawing.height || drawing.modules < 200) {
        throw new Error(`the voucher's QR picture is not a drawn square big enough to scan: ${JSON.stringify(drawing)}`);
      }
      console.log(`     voucher 5007 7007: code shown, QR picture ${drawing.width}×${drawing.height} px beside it`);
    },
  },
  {
    name: 'booking: a slot that fills up while the shopper decides (another device of the session takes its last place): Book is refused with the backend\'s words, the slot shows fully booked, the chosen day stays',
    seed: 'shopper',
    run: async (page, origin) => {
      const booked = [];
      const slotDays = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === BOOK_CALL) booked.push(request.postDataJSON());
        if (url.pathname === SLOTS_CALL) slotDays.push(url.searchParams.get('date'));
      });
      await page.goto(`${origin}${SERVICE_AT_NIMMAN}`);
      await ready(page);
      // Saturday 15 March (the shop's today is Friday the 14th): Nimman takes one customer per slot.
      await page.getByRole('grid').getByRole('button', { name: /Saturday.*15/ }).click();
      await until(() => slotDays.at(-1) === '2025-03-15', 'the slots of Saturday were not asked for');
      const eleven = page.getByRole('radio', { name: /^11:00/ });
      await see(page.getByRole('radio', { name: /^11:00.*1 spot left/ }));
      await eleven.check({ force: true });
      // Meanwhile the same mock shop (a second browser context with this session's cookie: the preview
      // keeps one shop per session) books Saturday 11:00 at Nimman through the page: its last place.
      const elsewhere = await page.context().browser().newContext({ storageState: await page.context().storageState(), viewport: { width: 375, height: 812 } });
      try {
        const other = await elsewhere.newPage();
        await other.goto(`${origin}${SERVICE_AT_NIMMAN}`);
        await ready(other);
        await other.getByRole('grid').getByRole('button', { name: /Saturday.*15/ }).click();
        await other.getByRole('radio', { name: /^11:00.*1 spot left/ }).check({ force: true });
        await other.getByRole('button', { name: 'Book and pay deposit' }).click();
        await atPath(other, '/m/orderconfirm?booking_id=');
      } finally {
        await elsewhere.close();
      }
      // This page still offers 11:00 (it has not asked again): Book is refused by the backend.
      if (!(await eleven.isChecked()) || (await eleven.isDisabled())) throw new Error('11:00 was no longer chosen before Book');
      const slotAsks = slotDays.length;
      await page.getByRole('button', { name: 'Book and pay deposit' }).click();
      await see(page.getByRole('alert').filter({ hasText: 'The 11:00 slot on 2025-03-15 at Glow Studio นิมมาน is full. Please pick another time.' }));
      await see(page.getByRole('radio', { name: /^11:00.*Fully booked/, disabled: true }));
      await until(() => slotDays.length > slotAsks, 'the slots were not asked for again after the refusal');
      const day = await page.getByRole('grid').getByRole('gridcell', { selected: true }).textContent();
      if (day?.trim() !== '15') throw new Error(`the chosen day was not kept: the selected day is ${JSON.stringify(day)}`);
      if (slotDays.at(-1) !== '2025-03-15') throw new Error(`the slots were reloaded for ${slotDays.at(-1)}, not the chosen day`);
      if (await eleven.isChecked()) throw new Error('the full 11:00 slot stayed chosen');
      if (booked.length !== 1 || booked[0]?.date !== '2025-03-15' || booked[0]?.time !== '11:00') throw new Error(`the page sent ${JSON.stringify(booked)} to book`);
      if (new URL(page.url()).pathname !== SERVICE_AT_NIMMAN) throw new Error('the refused booking left the page');
      console.log(`     slot: Saturday 11:00 taken elsewhere; Book sent ${booked.length}, refused as full; 11:00 shown fully booked and unchosen; Saturday 15 kept; its slots asked again (${slotDays.length - slotAsks})`);
    },
  },
  {
    name: 'booking: an appointment cancelled: its refund shows its status',
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
