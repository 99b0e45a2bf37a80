// The campaign journeys in the browser: a tarot reading to a recommended product in the cart; the
// anniversary game played to a coupon prize in the shopper's coupons.
import { atPath, ready, see, until } from './steps.mjs';

/** The campaigns and games journeys (issue "Campaigns, games and event pages"). */
export const GAMES_JOURNEYS = [
  {
    name: 'tarot: three cards, the reading, a recommended product added to the cart',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/tarot`);
      await ready(page);
      for (const card of ['Card 2', 'Card 5', 'Card 7']) await page.getByRole('button', { name: card, exact: true }).click();
      await page.getByRole('button', { name: 'Reveal my reading' }).click();
      await see(page.getByRole('heading', { name: 'Your card: The Star' }));
      const carts = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/m_api/cart/cart_detail.php' && request.method() === 'POST') carts.push(request.postData() ?? '');
      });
      await page.getByRole('button', { name: /^Add .* to cart$/ }).first().click();
      await see(page.getByText('Added to your cart'));
      await until(() => carts.some((body) => new URLSearchParams(body).get('team_id') === '50003'), 'the recommended product was not sent to the cart');
    },
  },
  {
    name: 'anniversary game: played to level 2, the ฿200 coupon is in my coupons',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/game/anniversary_10th`);
      await ready(page);
      await page.getByRole('button', { name: 'Start' }).click();
      for (let tap = 0; tap < 6; tap += 1) await page.getByRole('button', { name: 'Tap the cake' }).click();
      await page.getByRole('button', { name: 'Send my score' }).click();
      await see(page.getByText('Best score 600 · level 2'));
      await see(page.getByText('฿200 coupon'));
      await page.goto(`${origin}/m/mycoupon.php`);
      await atPath(page, '/m/mycoupon.php');
      await ready(page);
      await see(page.getByText('฿200 off orders over ฿1,500'));
    },
  },
];
