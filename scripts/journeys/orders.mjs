// The orders journeys in the browser: pay, then the centre and my orders; buy again.
import { atPath, ready, see } from './steps.mjs';

/** The orders journeys (issue "The orders centre, refunds and reviews"). */
export const ORDER_JOURNEYS = [
  {
    name: 'an order paid at checkout raises the centre\'s to-ship count and shows in my orders with its detail',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/center.php`);
      await ready(page);
      const before = page.getByRole('link', { name: /^\d+ To ship$/ });
      await see(before);
      const shipping = Number(/^(\d+)/.exec((await before.textContent()) ?? '')?.[1]);
      await page.goto(`${origin}/m/shop_cart.php`);
      await ready(page);
      await page.getByRole('button', { name: /^Check ?out/ }).click();
      await atPath(page, '/m/orderconfirm');
      await page.getByRole('textbox', { name: 'Card number' }).fill('4242424242424242');
      await page.getByRole('textbox', { name: /Expiry date/ }).fill('1228');
      await page.getByRole('textbox', { name: /Security code/ }).fill('123');
      await page.getByRole('button', { name: 'Pay now' }).click();
      await atPath(page, '/m/payment_result?order_id=');
      await see(page.getByRole('heading', { name: 'Payment successful' }));
      await page.goto(`${origin}/m/center.php`);
      await ready(page);
      await page.getByRole('link', { name: `${shipping + 1} To ship` }).click();
      await atPath(page, '/m/my.php?status=unshipped');
      await page.getByRole('link', { name: /Order no\./ }).first().click();
      await atPath(page, '/m/my.php?order_id=');
      await see(page.getByRole('heading', { level: 1, name: 'Order details' }));
    },
  },
  {
    name: 'buy again from a delivered order puts its lines in the cart',
    seed: 'shopper',
    run: async (page, origin) => {
      // 20250304: the demo shopper's delivered order, two products.
      await page.goto(`${origin}/m/my.php?order_id=20250304`);
      await ready(page);
      const items = page.getByRole('region', { name: 'Items' });
      await see(items);
      const names = await items.getByRole('listitem').evaluateAll((lines) => lines.map((line) => line.querySelector('span')?.textContent ?? ''));
      if (names.length !== 2 || names.some((name) => name === '')) throw new Error(`the order's lines were not read: ${JSON.stringify(names)}`);
      // The cart before: one of the two products is not in it yet (so the journey sees the repurchase).
      await page.goto(`${origin}/m/shop_cart.php`);
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: /^Cart/ }));
      const lines = page.getByRole('region', { name: 'Items in your cart' });
      await see(lines);
      const missing = [];
      for (const name of names) if ((await lines.getByRole('link', { name, exact: true }).count()) === 0) missing.push(name);
      if (missing.length === 0) throw new Error('the cart already held every line of the order');
      await page.goto(`${origin}/m/my.php?order_id=20250304`);
      await ready(page);
      await page.getByRole('button', { name: 'Buy again' }).click();
      await atPath(page, '/m/shop_cart.php');
      await see(page.getByRole('heading', { level: 1, name: /^Cart/ }));
      for (const name of names) await see(page.getByRole('region', { name: 'Items in your cart' }).getByRole('link', { name, exact: true }));
    },
  },
];
