// The refund journey in the browser: one item with two photos, a courier pick-up, the list, cancel.
import { atPath, ready, see, until } from './steps.mjs';

/** The cloud storage bucket the upload flow puts photos in: stood in for here (no network in CI). */
const BUCKET = /^https:\/\/[a-z0-9-]+\.oss-[a-z0-9-]+\.aliyuncs\.com\//;
const PHOTO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f6d5dc"/></svg>');

/** The refund journeys (issue "The orders centre, refunds and reviews"). */
export const REFUND_JOURNEYS = [
  {
    name: 'a refund for one item with two photos: pick-up, listed as requested, cancelled',
    seed: 'shopper',
    run: async (page, origin) => {
      const puts = [];
      let recorded = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/booking/f/wap/oss/record' && response.ok()) recorded += 1;
      });
      await page.route(BUCKET, (route) => {
        if (route.request().method() === 'PUT') puts.push(route.request().url());
        return route.request().method() === 'PUT'
          ? route.fulfill({ status: 200, body: '' })
          : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO });
      });
      // 20250399: the demo shopper's paid order; its line 50001.
      await page.goto(`${origin}/m/order/refund/request_one.php?order_id=20250399&team_id=50001`);
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: 'Return and refund one item' }));
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Damaged in transit' }).check({ force: true });
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'box.svg', mimeType: 'image/svg+xml', buffer: PHOTO },
        { name: 'bottle.svg', mimeType: 'image/svg+xml', buffer: PHOTO },
      ]);
      // Both photos are in the bucket and recorded by the shop before the form goes on.
      await until(() => recorded >= 2, 'the two photos were not recorded');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Send refund request' }).click();
      await atPath(page, '/m/order/refund/book_type?refund_id=');
      if (puts.length !== 2) throw new Error(`${puts.length} photos were put in the bucket, not 2`);
      const refundId = new URL(page.url()).searchParams.get('refund_id') ?? '';
      await page.getByRole('radio', { name: /Courier pick-up/ }).check({ force: true });
      await page.getByRole('button', { name: 'Continue' }).click();
      await atPath(page, `/m/order/refund/pickUp?refund_id=${refundId}`);
      await page.getByRole('group', { name: /^Day/ }).getByRole('radio').first().check({ force: true });
      await page.getByRole('group', { name: /^Time window/ }).getByRole('radio').first().check({ force: true });
      await page.getByRole('button', { name: 'Confirm pick-up' }).click();
      await atPath(page, `/m/order/refund/refund_detail.php?refund_id=${refundId}`);
      await see(page.getByText('Courier pick-up'));
      await page.goto(`${origin}/m/order/refund/refund_list.php`);
      await ready(page);
      const row = page.getByRole('link', { name: new RegExp(refundId) });
      await see(row.getByText('Requested'));
      await row.click();
      await atPath(page, `/m/order/refund/refund_detail.php?refund_id=${refundId}`);
      await page.getByRole('button', { name: 'Cancel the request' }).click();
      await page.getByRole('alertdialog', { name: 'Cancel this refund request?' }).getByRole('button', { name: 'Yes, cancel it' }).click();
      await see(page.getByText('You cancelled this request. You can ask for a refund again from the order.'));
      await page.goto(`${origin}/m/order/refund/refund_list.php`);
      await ready(page);
      await see(page.getByRole('link', { name: new RegExp(refundId) }).getByText('Cancelled'));
    },
  },
];
