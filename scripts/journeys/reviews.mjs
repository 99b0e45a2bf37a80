// The review journey in the browser: confirm receipt, write a review with a photo, find it again.
import { atPath, ready, receiveAndStartReview, see, until } from './steps.mjs';

/** The cloud storage bucket the upload flow puts photos in: stood in for here (no network in CI). */
const BUCKET = /^https:\/\/[a-z0-9-]+\.oss-[a-z0-9-]+\.aliyuncs\.com\//;
const PHOTO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="16" fill="#f6d5dc"/></svg>');
const TEXT = 'Arrived well packed; the cream is rich but sinks in.';

/** The review journeys (issue "The orders centre, refunds and reviews"). */
export const REVIEW_JOURNEYS = [
  {
    name: 'confirm receipt, write a review with a photo: it is in my reviews and on the product page',
    seed: 'shopper',
    run: async (page, origin) => {
      let recorded = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/booking/f/wap/oss/record' && response.ok()) recorded += 1;
      });
      await page.route(BUCKET, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 200, body: '' }) : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO }),
      );
      // 20250303: the demo shopper's shipped order.
      const teamId = await receiveAndStartReview(page, origin);
      await page.getByRole('textbox', { name: /Your review/ }).fill(TEXT);
      await page.locator('input[type="file"]').setInputFiles({ name: 'cream.svg', mimeType: 'image/svg+xml', buffer: PHOTO });
      await until(() => recorded >= 1, 'the photo was not recorded');
      await see(page.getByText('Photo 1: uploaded'));
      await page.getByRole('button', { name: 'Publish review' }).click();
      await atPath(page, '/m/account/my_review.php?tab=written');
      await see(page.getByText(TEXT));
      // The product's page (its short address) shows it among its reviews.
      await page.goto(`${origin}/m/item/${teamId}.html`);
      await ready(page);
      await see(page.getByText(TEXT));
    },
  },
];
