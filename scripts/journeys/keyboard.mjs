// The keyboard journeys in the browser (issue "Trust"): six shopper and merchant journeys done with
// the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape and typing; no clicks, no fills,
// no programmatic focus), with the focus visible at every stop and back on its opener after every
// dialog (scripts/journeys/keyboardSteps.mjs). State a journey starts from (a delivered order, a
// paid booking) comes from the seed or the backend's API, never from the shopper's mouse.
// Run by `npm run check:journeys` after `npm run build`; each prints its steps and Tab presses.
import { atPath, ready, see, until } from './steps.mjs';
import { keyboardFor } from './keyboardSteps.mjs';

const REVIEW = 'Typed with the keyboard only: the serum sinks in fast.';

/** Runs `steps` with a keyboard for the page and prints what it took. */
const byKeyboard = (steps) => async (page, origin) => {
  const keyboard = keyboardFor(page);
  try {
    await steps(page, origin, keyboard);
  } finally {
    const { steps: count, tabs, stops } = keyboard.stats;
    console.log(`     keyboard: ${count} steps, ${tabs} Tab presses, ${stops} focus stops checked`);
  }
};

/** The keyboard journeys. */
export const KEYBOARD_JOURNEYS = [
  {
    name: 'keyboard: buy (home, a product, add to cart, the cart, checkout, pay by card, the result)',
    seed: 'shopper',
    run: byKeyboard(async (page, origin, keyboard) => {
      await page.goto(`${origin}/m`);
      await ready(page);
      await keyboard.tabTo('Turmeric Brightening Serum 30 ml', { role: 'link' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/101/50001.html');
      await see(page.getByRole('heading', { level: 1, name: 'Turmeric Brightening Serum 30 ml' }));
      await keyboard.tabTo('Add to cart', { role: 'button' });
      const addToCart = await keyboard.focusedHandle();
      await keyboard.press('Enter', { check: false });
      // The bundle offer opens over the page: focus is in it; Escape closes it and focus is back on Add to cart.
      const offer = page.getByRole('dialog', { name: 'Bundle offer' });
      await see(offer);
      await keyboard.expectFocusOn((focus) => focus.role === 'button', 'in the bundle offer');
      await keyboard.press('Escape', { check: false });
      await keyboard.expectFocusReturned(offer, addToCart, 'Add to cart');
      await keyboard.tabTo(/^Cart \d+ items? in your cart$/, { role: 'link' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/shop_cart.php');
      await see(page.getByRole('heading', { level: 1, name: /^Cart/ }));
      await see(page.getByRole('region', { name: 'Items in your cart' }).getByRole('link', { name: 'Turmeric Brightening Serum 30 ml', exact: true }));
      await keyboard.tabTo(/^Check ?out/, { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/orderconfirm');
      await see(page.getByRole('textbox', { name: 'Card number' }));
      await keyboard.tabTo('Card number', { role: 'textbox' });
      await keyboard.type('4242424242424242');
      await keyboard.tabTo(/Expiry date/, { role: 'textbox' });
      await keyboard.type('1228');
      await keyboard.tabTo(/Security code/, { role: 'textbox' });
      await keyboard.type('123');
      await keyboard.tabTo('Pay now', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/payment_result?order_id=');
      await see(page.getByRole('heading', { name: 'Payment successful' }));
    }),
  },
  {
    name: 'keyboard: switching language (settings, Thai, then Chinese, kept on the next page)',
    seed: 'shopper',
    run: byKeyboard(async (page, origin, keyboard) => {
      await page.goto(`${origin}/m/account/setting.php`);
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: 'Settings' }));
      await keyboard.tabTo('English', { role: 'radio' });
      // Thai: the page re-renders in Thai (its title, its links), the focus stays on the choice.
      await keyboard.press('ArrowLeft');
      await see(page.getByRole('radio', { name: 'ไทย', checked: true }));
      await see(page.getByRole('heading', { level: 1, name: 'ตั้งค่า' }));
      await see(page.getByRole('link', { name: 'ช่วยเหลือ' }));
      await keyboard.checkFocus('on Thai');
      // Chinese (past English), then on to the help centre: it opens in Chinese.
      await keyboard.press('ArrowRight');
      await keyboard.press('ArrowRight');
      await see(page.getByRole('radio', { name: '简体中文', checked: true }));
      await see(page.getByRole('heading', { level: 1, name: '设置' }));
      await keyboard.tabTo('帮助', { role: 'link' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/account/help.php');
      await see(page.getByRole('heading', { level: 1, name: '帮助中心' }));
      await until(async () => (await page.evaluate(() => document.documentElement.lang)) === 'zh-CN', 'the document is not marked as Chinese');
      // A fresh load of the next page keeps Chinese (the saved choice), not only the running app.
      await page.reload();
      await ready(page);
      await see(page.getByRole('heading', { level: 1, name: '帮助中心' }));
    }),
  },
  {
    name: 'keyboard: refund (a paid order, ask for a refund, its status)',
    seed: 'shopper',
    run: byKeyboard(async (page, origin, keyboard) => {
      // 20250399: the demo shopper's paid order.
      await page.goto(`${origin}/m/my.php?order_id=20250399`);
      await ready(page);
      await keyboard.tabTo('Request refund', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/order/refund/request');
      await see(page.getByRole('checkbox', { name: 'Turmeric Brightening Serum 30 ml' }));
      await keyboard.tabTo('Turmeric Brightening Serum 30 ml', { role: 'checkbox' });
      await keyboard.press('Space');
      await keyboard.tabTo('Next', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      // The reason: the first one.
      await see(page.getByRole('radio'));
      await keyboard.tabTo((focus) => focus.role === 'radio');
      await keyboard.press('Space');
      await keyboard.tabTo('Next', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await keyboard.tabTo('Send refund request', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/order/refund/book_type?refund_id=');
      const refundId = new URL(page.url()).searchParams.get('refund_id') ?? '';
      await see(page.getByRole('radio', { name: /Courier pick-up/ }));
      // The ways back are one radio group: Tab reaches it, the arrows choose.
      await keyboard.tabTo((focus) => focus.role === 'radio');
      await keyboard.arrowTo('ArrowDown', /Courier pick-up/);
      await see(page.getByRole('radio', { name: /Courier pick-up/, checked: true }));
      await keyboard.tabTo('Continue', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, `/m/order/refund/pickUp?refund_id=${refundId}`);
      await see(page.getByRole('button', { name: 'Confirm pick-up' }));
      await keyboard.tabTo((focus) => focus.role === 'radio');
      await keyboard.press('Space');
      await keyboard.tabTo((focus) => focus.role === 'radio');
      await keyboard.press('Space');
      await keyboard.tabTo('Confirm pick-up', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, `/m/order/refund/refund_detail.php?refund_id=${refundId}`);
      await see(page.getByText('Courier pick-up'));
      await see(page.getByText('Requested'));
      // Cancel the request, then think better of it: Escape keeps it, focus is back on the button.
      await keyboard.tabTo('Cancel the request', { role: 'button' });
      const cancel = await keyboard.focusedHandle();
      await keyboard.press('Enter', { check: false });
      const confirm = page.getByRole('alertdialog', { name: 'Cancel this refund request?' });
      await see(confirm);
      await keyboard.expectFocusOn((focus) => focus.role === 'button', 'in the cancel question');
      await keyboard.press('Escape', { check: false });
      await keyboard.expectFocusReturned(confirm, cancel, 'Cancel the request');
      await see(page.getByText('Requested'));
    }),
  },
  {
    name: 'keyboard: review (a delivered order, stars and text, it shows in my reviews)',
    seed: 'shopper',
    run: byKeyboard(async (page, origin, keyboard) => {
      await page.goto(`${origin}/m/my.php?status=review`);
      await ready(page);
      await keyboard.tabTo('Review', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/account/write_review.php?order_id=');
      await see(page.getByRole('heading', { level: 1, name: 'Write a review' }));
      await see(page.getByRole('radio', { name: '1 star' }));
      await keyboard.tabTo((focus) => focus.role === 'radio' && /stars?$/.test(focus.name));
      // The stars are a radio group: Space picks the first, arrows move on to the fifth.
      await keyboard.press('Space');
      await see(page.getByRole('radio', { name: '1 star', checked: true }));
      for (let star = 1; star < 5; star += 1) await keyboard.press('ArrowRight');
      await see(page.getByRole('radio', { name: '5 stars', checked: true }));
      await keyboard.tabTo(/Your review/, { role: 'textbox' });
      await keyboard.type(REVIEW);
      await keyboard.tabTo('Publish review', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/account/my_review.php?tab=written');
      await see(page.getByText(REVIEW));
    }),
  },
  {
    name: 'keyboard: lucky draw (the draws, a draw, enter, the result)',
    seed: 'shopper',
    run: byKeyboard(async (page, origin, keyboard) => {
      await page.goto(`${origin}/m/lucky-draws`);
      await ready(page);
      await keyboard.tabTo('Enter the draw', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await atPath(page, '/m/luck_draw.php?id=LD-101');
      await see(page.getByRole('heading', { level: 1, name: 'Win a full-size turmeric serum' }));
      await keyboard.tabTo('Enter the draw', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await see(page.getByText('Not this time'));
      await see(page.getByText('A consolation coupon is in your coupons: ฿200 off orders over ฿1,500'));
      await keyboard.tabTo('My draws', { role: 'button' });
    }),
  },
  {
    name: 'keyboard: booking voucher verification (the merchant types a paid booking\'s code, confirms, done)',
    seed: 'merchant',
    run: byKeyboard(async (page, origin, keyboard) => {
      // 48213709: the voucher of a shopper's booking paid in the merchant seed, not used yet.
      await page.goto(`${origin}/m/booking/verification`);
      await ready(page);
      await keyboard.tabTo('Voucher code', { role: 'textbox' });
      await keyboard.type('48213709');
      await keyboard.tabTo('Look up the code', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await see(page.getByRole('button', { name: 'Confirm and verify' }));
      await keyboard.tabTo('Confirm and verify', { role: 'button' });
      await keyboard.press('Enter', { check: false });
      await see(page.getByRole('heading', { name: 'Verified. The customer can be served.' }));
      await keyboard.tabTo('Verify another code', { role: 'button' });
    }),
  },
];
