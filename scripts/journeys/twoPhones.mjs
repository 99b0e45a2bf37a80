// Journeys with two phones on one shop (issue "One shop behind every phone"): each phone is a
// browser context with its own cookies, so its own session of the preview's shared shop. What one
// phone does, the other sees: a voucher booked on one is verified on the other; a booking refund
// asked on one is decided on the merchant's and shown decided on the first; one account's cart is
// the same on both; a post and a review written on one are seen by a guest on the other; and two
// shoppers joining one lottery make its count grow by two. With them, on one phone: every product
// waiting for a review can be reviewed, and the written count grows by as many.
import { DEMO, atPage, atPath, bookAndPayDeposit, ready, receiveAndStartReview, see, signIn, until } from './steps.mjs';

const FACIAL_AT_SIAM = '/m/booking/11001/S-1';
const BLUSH = { name: 'Cream Blush, Mango Peach', path: '/m/103/50008.html' };
const LOTTERY = '/m/product_lottery.php?id=L-1';
const REVIEW = 'Soft on the skin and the pump never clogs.';

/** The blush's line in the cart. */
const inCart = (page) => page.getByRole('region', { name: 'Items in your cart' }).getByRole('link', { name: BLUSH.name, exact: true });

/** The number on the lottery's "Taking part" row. */
async function takingPart(page) {
  const row = page.getByText(/^Taking part/).locator('..');
  await see(row);
  const text = (await row.textContent()) ?? '';
  const count = Number(/([\d,]+)\s*$/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN);
  if (!Number.isFinite(count)) throw new Error(`no count on the "Taking part" row: ${JSON.stringify(text)}`);
  return count;
}

/** The number in a tab's name, e.g. 3 in "To review (3)". */
async function tabCount(page, name) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)`) });
  await see(tab);
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1] ?? NaN);
}

/** The journeys with two phones (and one with one: every product waiting for a review can be reviewed). */
export const TWO_PHONE_JOURNEYS = [
  {
    name: 'two phones: the shopper books and pays at Glow Studio สยามสแควร์, the merchant verifies its voucher on another phone, the shopper’s appointment is then done',
    seed: 'shopper',
    run: async (page, origin, phones) => {
      await page.goto(`${origin}${FACIAL_AT_SIAM}`);
      await ready(page);
      const bookingId = await bookAndPayDeposit(page, '11:00');
      const voucher = `50${bookingId.padStart(6, '0')}`;
      await page.getByRole('button', { name: 'See my appointment' }).click();
      await atPath(page, '/m/booking_appointment_service');
      await see(page.getByText(new RegExp(`^${voucher.slice(0, 4)}\\s?${voucher.slice(4)}$`)));

      const merchant = await phones.open({ seed: 'merchant' });
      await merchant.goto(`${origin}/m/booking/verification`);
      await ready(merchant);
      await merchant.getByRole('textbox', { name: 'Voucher code' }).fill(voucher);
      await merchant.getByRole('button', { name: 'Look up the code' }).click();
      await merchant.getByRole('button', { name: 'Confirm and verify' }).click();
      await see(merchant.getByRole('heading', { name: 'Verified. The customer can be served.' }));

      await page.reload();
      await ready(page);
      await page.getByRole('tab', { name: 'Done' }).click();
      // The appointment just booked (Saturday 15 March, 11:00) is under Done, shown completed.
      await see(page.getByRole('article').filter({ hasText: 'Mar 15, 2025, 11:00 AM' }).filter({ hasText: 'Completed' }));
      console.log(`     voucher ${voucher}: booked on the shopper's phone, verified on the merchant's, done on the shopper's`);
    },
  },
  {
    name: 'two phones: the shopper asks for a refund of an appointment; the merchant approves it on the refund page of another phone; the shopper’s phone shows it refunded',
    seed: 'shopper',
    run: async (page, origin, phones) => {
      await page.goto(`${origin}/m/booking_appointment_service`);
      await ready(page);
      const nails = page.getByRole('article', { name: 'Gel Nails with Floral Art' });
      await see(nails);
      await nails.getByRole('button', { name: 'Request a refund' }).click();
      await atPath(page, '/m/booking_appointment_service/refund?order_id=');
      const order = new URL(page.url()).searchParams.get('order_id');
      await see(page.getByText('You will get back'));
      const reason = page.getByRole('radio', { name: 'Something came up' });
      const apply = page.getByRole('button', { name: 'Apply for a refund' });
      await until(async () => {
        await reason.check({ force: true });
        return (await reason.isChecked()) && (await apply.isEnabled());
      }, 'the reason was not taken: Apply for a refund stayed disabled');
      await apply.click();
      await page.getByRole('alertdialog', { name: 'Apply for a refund?' }).getByRole('button', { name: 'Apply' }).click();
      await see(page.getByText('Under review'));

      const merchant = await phones.open({ seed: 'merchant' });
      await merchant.goto(`${origin}/m/booking/order/refund`);
      await ready(merchant);
      await merchant.getByRole('list', { name: 'Refund requests' }).getByRole('link').filter({ hasText: `Order ${order} · Waiting for your decision` }).click();
      await atPath(merchant, '/m/booking/order/refund?refund_id=');
      await merchant.getByRole('button', { name: /^Approve refund of ฿/ }).click();
      await merchant.getByRole('alertdialog', { name: 'Approve this refund?' }).getByRole('button', { name: 'Approve refund' }).click();
      await see(merchant.getByText('Refund approved'));

      await page.reload();
      await ready(page);
      await see(page.getByText('Refunded'));
      console.log(`     refund of ${order}: asked on the shopper's phone, approved on the merchant's, shown refunded on the shopper's`);
    },
  },
  {
    name: 'two phones: one account adds Cream Blush to its cart on one phone; signed in on the other, that phone’s cart has the line',
    seed: 'shopper',
    run: async (page, origin, phones) => {
      await page.goto(`${origin}${BLUSH.path}`);
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: BLUSH.name }));
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await see(page.getByText('Added to your cart'));
      await page.goto(`${origin}/m/shop_cart.php`);
      await ready(page);
      await see(inCart(page));

      const other = await phones.open();
      await other.goto(`${origin}/m/login.php`);
      await ready(other);
      await signIn(other, DEMO.phone, DEMO.password);
      await atPage(other, '/m');
      // The home page the sign-in leads to is shown and working before the shopper moves on.
      await ready(other);
      await other.goto(`${origin}/m/shop_cart.php`);
      await ready(other);
      await see(inCart(other));
    },
  },
  {
    name: 'two phones: a shopper publishes a post and reviews a delivered product; a guest on another phone sees the post on the community home and the review on the product page',
    seed: 'shopper',
    run: async (page, origin, phones) => {
      const title = 'Mango blush on a Bangkok afternoon';
      await page.goto(`${origin}/m/community/post`);
      await ready(page);
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.getByRole('textbox', { name: /Your story/ }).fill('It stayed on through the BTS and the rain.');
      await page.getByRole('checkbox', { name: '#Sun care' }).check({ force: true });
      await page.getByRole('button', { name: 'Publish' }).click();
      await atPath(page, '/m/community?tab=latest');
      // 20250303: the demo shopper's shipped order, received and then reviewed.
      const teamId = await receiveAndStartReview(page, origin);
      await page.getByRole('textbox', { name: /Your review/ }).fill(REVIEW);
      await page.getByRole('button', { name: 'Publish review' }).click();
      await atPath(page, '/m/account/my_review.php?tab=written');

      const guest = await phones.open();
      await guest.goto(`${origin}/m/community?tab=latest`);
      await ready(guest);
      await see(guest.getByRole('list', { name: 'Latest' }).getByRole('article').filter({ hasText: title }));
      await guest.goto(`${origin}/m/item/${teamId}.html`);
      await ready(guest);
      await see(guest.getByText(REVIEW));
      console.log(`     a post and a review of ${teamId} written on the shopper's phone, both seen by a guest on another`);
    },
  },
  {
    name: 'two phones: two shoppers join the same lottery, and its count of people taking part grows by two',
    seed: 'shopper',
    run: async (page, origin, phones) => {
      await page.goto(`${origin}${LOTTERY}`);
      await ready(page);
      const before = await takingPart(page);
      await page.getByRole('button', { name: 'Join the lottery' }).click();
      await see(page.getByText('You are in. The result comes after the draw.'));

      const tourist = await phones.open({ seed: 'tourist' });
      await tourist.goto(`${origin}${LOTTERY}`);
      await ready(tourist);
      if ((await takingPart(tourist)) !== before + 1) throw new Error(`the other phone counts ${await takingPart(tourist)} taking part, not ${before + 1}`);
      await tourist.getByRole('button', { name: 'Join the lottery' }).click();
      await see(tourist.getByText('You are in. The result comes after the draw.'));

      await page.reload();
      await ready(page);
      const after = await takingPart(page);
      if (after !== before + 2) throw new Error(`taking part went from ${before} to ${after}, not by two`);
      console.log(`     lottery L-1: ${before} taking part, then ${after} after two shoppers joined on two phones`);
    },
  },
  {
    name: 'every product under My reviews → To review can be reviewed: each is published, and Written grows by as many',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/account/my_review.php`);
      await ready(page);
      const waiting = await tabCount(page, 'To review');
      const written = await tabCount(page, 'Written');
      if (!(waiting > 0)) throw new Error(`nothing waits for a review (${waiting})`);
      for (let done = 0; done < waiting; done += 1) {
        await page.getByRole('tab', { name: /^To review/ }).click();
        await page.getByRole('link', { name: 'Write a review' }).or(page.getByRole('button', { name: 'Write a review' })).first().click();
        await atPath(page, '/m/account/write_review.php?order_id=');
        const product = new URL(page.url()).searchParams.get('team_id');
        await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
        await page.getByRole('textbox', { name: /Your review/ }).fill(`Review ${done + 1} of ${waiting}: product ${product} as described.`);
        await page.getByRole('button', { name: 'Publish review' }).click();
        await atPath(page, '/m/account/my_review.php?tab=written');
        await see(page.getByText(`Review ${done + 1} of ${waiting}: product ${product} as described.`));
      }
      const after = { waiting: await tabCount(page, 'To review'), written: await tabCount(page, 'Written') };
      if (after.waiting !== 0 || after.written !== written + waiting) {
        throw new Error(`after ${waiting} reviews: To review ${after.waiting} (expected 0), Written ${after.written} (expected ${written + waiting})`);
      }
      console.log(`     ${waiting} products waited for a review, all published: Written ${written} → ${after.written}`);
    },
  },
];
