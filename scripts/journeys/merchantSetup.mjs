// The merchant's set-up journeys in the browser (issue "Booking for providers and merchants"): a
// store created, a service at that store, the service open on the shopper's side; a shopper opening
// a provider page sees the invitation and reaches the agreement. Also Page stories
// (stories/pages/bookingMerchant/MerchantJourneyPage.stories.tsx, AgreementPage.stories.tsx) on
// the stateful mock backend.
import { atPath, ready, see } from './steps.mjs';

/** The merchant set-up journeys (setting availability, between store and service, is the counter's page). */
export const MERCHANT_SETUP_JOURNEYS = [
  {
    name: 'the merchant creates a store, a service at that store, and the service is bookable on the shopper side',
    seed: 'merchant',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/booking/store/detail`);
      await ready(page);
      await page.getByRole('button', { name: 'Add a store' }).click();
      await atPath(page, '/m/booking/store/config');
      await page.getByRole('textbox', { name: /Store name/ }).fill('Glow Studio Thonglor');
      await page.getByRole('textbox', { name: /Address/ }).fill('88 Sukhumvit 55');
      await page.getByRole('combobox', { name: /Province/ }).selectOption('กรุงเทพมหานคร');
      await page.getByRole('combobox', { name: /District/ }).selectOption('วัฒนา');
      await page.getByRole('textbox', { name: /Store phone number/ }).fill('021112222');
      await page.getByRole('button', { name: 'Save store' }).click();
      await atPath(page, '/m/booking/store/detail?store_id=S-3');
      await see(page.getByRole('heading', { level: 2, name: 'Glow Studio Thonglor' }));
      await page.getByRole('button', { name: 'Add a service here' }).click();
      await atPath(page, '/m/booking/service/create?store_id=S-3');
      await page.getByRole('combobox', { name: /Category/ }).selectOption('1');
      await page.getByRole('textbox', { name: /Service name \(Thai\)/ }).fill('ทรีตเมนต์หน้าใส ทองหล่อ');
      await page.getByRole('textbox', { name: /Service name \(English\)/ }).fill('Thonglor Glow Facial');
      await page.getByRole('textbox', { name: /Service name \(Chinese\)/ }).fill('通罗焕亮面部护理');
      await page.getByRole('textbox', { name: /Price/ }).fill('1290');
      await page.getByRole('textbox', { name: /Deposit/ }).fill('300');
      await page.getByRole('combobox', { name: /Duration/ }).selectOption('90');
      await page.getByRole('button', { name: 'Save service' }).click();
      await see(page.getByRole('heading', { level: 2, name: 'Thonglor Glow Facial' }));
      await page.getByRole('button', { name: 'See it as shoppers do' }).click();
      await see(page.getByRole('heading', { level: 1, name: 'Thonglor Glow Facial' }));
      await see(page.getByText('Glow Studio Thonglor'));
    },
  },
  {
    name: 'a shopper opening a provider page sees the invitation and reaches the agreement',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/booking/service/create`);
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: 'Run your bookings with us' }));
      await page.getByRole('link', { name: 'Read the agreement and apply' }).click();
      await atPath(page, '/m/booking/settled/agreement');
      await see(page.getByRole('button', { name: 'Apply through live chat' }));
    },
  },
];
