// The community and blogger journeys in the browser: a post read, translated, liked and commented
// on; a post published with photos and a product; a report sent twice; a blogger application.
import { atPath, ready, see, until } from './steps.mjs';

/** The cloud storage bucket the upload flow puts photos in: stood in for here (no network in CI). */
const BUCKET = /^https:\/\/[a-z0-9-]+\.oss-[a-z0-9-]+\.aliyuncs\.com\//;
const PHOTO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#cde8d5"/></svg>');

/** The community journeys (issue "The community and the blogger programme"). */
export const COMMUNITY_JOURNEYS = [
  {
    name: 'a post from the community home: translated, liked (+1) and commented on (Thai site)',
    seed: 'shopper',
    locale: 'th_TH',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/community`);
      await ready(page);
      await page.getByRole('list', { name: 'แนะนำ' }).getByRole('link', { name: 'สกินแคร์รูทีนหน้าฝน' }).first().click();
      await atPath(page, '/m/community/feed/detail?id=30002');
      await see(page.getByRole('heading', { level: 1, name: 'สกินแคร์รูทีนหน้าฝน' }));
      // spec §4: the Thai site translates into English.
      await page.getByRole('button', { name: 'แปลภาษา' }).first().click();
      await see(page.getByText('Skin gets oily in the rainy season, so: lotus toner morning and night, then a thin gel.'));
      const like = page.getByRole('button', { name: /^ถูกใจ/ });
      const before = Number(/\d+/.exec((await like.textContent()) ?? '')?.[0] ?? 0);
      await like.click();
      await until(async () => (await like.getAttribute('aria-pressed')) === 'true', 'the like was not taken');
      const after = Number(/\d+/.exec((await like.textContent()) ?? '')?.[0] ?? 0);
      if (after !== before + 1) throw new Error(`the like count went from ${before} to ${after}`);
      await page.getByRole('textbox', { name: /ความคิดเห็นของคุณ/ }).fill('ใช้โทนเนอร์ยี่ห้อไหนคะ');
      await page.getByRole('button', { name: 'ส่งความคิดเห็น' }).click();
      await see(page.getByRole('article', { name: /ความคิดเห็นของ/ }).filter({ hasText: 'ใช้โทนเนอร์ยี่ห้อไหนคะ' }));
    },
  },
  {
    name: 'a post with two photos and a tagged product is first in latest, its page opens, and it is first in my posts',
    seed: 'shopper',
    run: async (page, origin) => {
      let recorded = 0;
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/booking/f/wap/oss/record' && response.ok()) recorded += 1;
      });
      await page.route(BUCKET, (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 200, body: '' }) : route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PHOTO }),
      );
      await page.goto(`${origin}/m/community/post`);
      await ready(page);
      await page.getByRole('textbox', { name: /^Title/ }).fill('Songkran sunscreen test');
      await page.getByRole('textbox', { name: /Your story/ }).fill('Three sunscreens, one water fight.');
      await page.locator('input[type="file"]').setInputFiles({ name: 'one.svg', mimeType: 'image/svg+xml', buffer: PHOTO });
      await until(() => recorded >= 1, 'the first photo was not recorded');
      await page.locator('input[type="file"]').setInputFiles({ name: 'two.svg', mimeType: 'image/svg+xml', buffer: PHOTO });
      await until(() => recorded >= 2, 'the second photo was not recorded');
      await see(page.getByText('Photo 2: uploaded'));
      await page.getByRole('checkbox', { name: '#Sun care' }).check({ force: true });
      await page.getByRole('group', { name: /Products to tag/ }).getByRole('checkbox').first().check({ force: true });
      await page.getByRole('button', { name: 'Publish' }).click();
      await atPath(page, '/m/community?tab=latest');
      const first = page.getByRole('list', { name: 'Latest' }).getByRole('article').first();
      await see(first.getByText('Songkran sunscreen test'));
      await first.getByRole('link', { name: 'Songkran sunscreen test' }).click();
      await atPath(page, '/m/community/feed/detail?id=');
      await see(page.getByRole('heading', { level: 1, name: 'Songkran sunscreen test' }));
      const photos = await page.getByRole('list', { name: 'Photos' }).getByRole('img').count();
      if (photos !== 2) throw new Error(`the post shows ${photos} photos, not 2`);
      await see(page.getByRole('region', { name: 'Products in this post' }).getByRole('article'));
      // And first among the shopper's own posts.
      await page.goto(`${origin}/m/community?tab=mine`);
      await ready(page);
      await see(page.getByRole('list', { name: 'My posts' }).getByRole('article').first().getByText('Songkran sunscreen test'));
    },
  },
  {
    name: 'a report of a post is confirmed, and a second report is refused with a message',
    seed: 'shopper',
    run: async (page, origin) => {
      const report = async () => {
        await page.getByRole('radio', { name: 'Spam or advertising' }).check({ force: true });
        await page.getByRole('textbox', { name: /Tell us more/ }).fill('Same ad in every comment.');
        await page.getByRole('button', { name: 'Send report' }).click();
      };
      await page.goto(`${origin}/m/community/report.php?id=30002`);
      await ready(page);
      await report();
      await see(page.getByRole('heading', { name: 'Thank you for your report' }));
      await page.getByRole('button', { name: 'Back to the post' }).click();
      await page.getByRole('button', { name: 'Report' }).click();
      await report();
      await see(page.getByRole('alert').filter({ hasText: 'You have already reported this post; we are looking into it.' }));
    },
  },
  {
    name: 'an application to the blogger programme shows as submitted in its progress',
    seed: 'newShopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/blogger`);
      await ready(page);
      await page.getByRole('alertdialog', { name: 'Songkran campaign: 8% cashback' }).getByRole('button', { name: 'Got it' }).click();
      await page.getByRole('button', { name: 'Apply now' }).click();
      await atPath(page, '/m/blogger/blogger_form');
      const channel = page.getByRole('group', { name: 'Channel 1' });
      await channel.getByRole('combobox', { name: /^Platform/ }).selectOption('instagram');
      await channel.getByLabel(/^Profile link\*?$/).fill('https://www.instagram.com/mali.glow');
      await channel.getByLabel(/^Followers\*?$/).fill('12400');
      await page.getByRole('checkbox', { name: 'Skincare' }).check({ force: true });
      await page.getByLabel(/^Contact phone\*?$/).fill('0812345678');
      await page.getByRole('button', { name: 'Send application' }).click();
      await atPath(page, '/m/blogger/blogger_progress');
      await see(page.getByText('Submitted, being reviewed'));
      // Kept by the shop: a reload shows the same.
      await page.reload();
      await ready(page);
      await see(page.getByText('Submitted, being reviewed'));
    },
  },
];
