// The campaign journeys in the browser: a lucky draw entered (its result, then my draws shows the
// entry; entering twice is refused), and a won product lottery bought at the lottery price.
import { atPath, ready, see } from './steps.mjs';

/** The campaign journeys (issue "Campaigns, games and event pages"). */
export const DRAWS_JOURNEYS = [
  {
    name: 'a lucky draw entered: the result, my draws shows the entry, entering twice is refused',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/lucky-draws`);
      await ready(page);
      await page.getByRole('article', { name: 'Win a full-size turmeric serum' }).getByRole('button', { name: 'Enter the draw' }).click();
      await atPath(page, '/m/luck_draw.php?id=LD-101');
      // The draw's own page (its title as the page heading), not the list still on screen while it loads.
      await see(page.getByRole('heading', { level: 1, name: 'Win a full-size turmeric serum' }));
      await page.getByRole('button', { name: 'Enter the draw' }).click();
      await see(page.getByText('Not this time'));
      await see(page.getByText('A consolation coupon is in your coupons: ฿200 off orders over ฿1,500'));
      await page.getByRole('button', { name: 'My draws' }).click();
      await atPath(page, '/m/account/my_draws');
      await see(page.getByRole('article', { name: 'Win a full-size turmeric serum' }).getByText('Not this time'));
      const again = await page.request.post(`${origin}/api/go/lucky_draw/enter?lang=en_US`, { data: { draw_id: 'LD-101' } });
      const body = await again.json();
      if (body.errcode !== 4163) throw new Error(`a second entry was not refused (errcode ${body.errcode})`);
    },
  },
  {
    name: 'a won product lottery: bought at the lottery price, the cart holds it at ฿99',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/product_lottery.php?id=L-7&module_id=9001&related_type=lottery`);
      await ready(page);
      await see(page.getByText('You won!'));
      await page.getByRole('button', { name: 'Buy at ฿99' }).click();
      await atPath(page, '/m/shop_cart.php');
      await see(page.getByText('Oil-Control Cushion, Shade 21'));
    },
  },
];
