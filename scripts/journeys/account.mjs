// Sign-in, sign-up, password reset, coupons, account deletion and tourist mode, in the browser.
import { DEMO, CONFIRM, ready, see, atPage, atPath, signIn, solveSlider } from './steps.mjs';

/** The account journeys (issue "Sign-in, the account and the wallet"). */
export const ACCOUNT_JOURNEYS = [
  {
    name: 'a guest at checkout is sent to sign in and comes back to checkout',
    run: async (page, origin) => {
      await page.goto(`${origin}${CONFIRM}`);
      await atPath(page, '/m/login.php?redirect=');
      await ready(page);
      await signIn(page, DEMO.phone, DEMO.password);
      await atPath(page, CONFIRM);
      await see(page.getByRole('heading', { level: 1, name: 'Confirm order' }));
      await see(page.getByText('พลอย ศิริวรรณ'));
    },
  },
  {
    name: 'a forgotten password: a code, a new password, then signing in with it',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/repass.php`);
      await ready(page);
      await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('112233');
      await page.getByLabel(/^New password\*?$/).fill('newglow1');
      await page.getByLabel('New password again').fill('newglow1');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await atPath(page, '/m/login.php');
      await see(page.getByText('Your password has been changed. Sign in with the new one.'));
      await signIn(page, DEMO.phone, DEMO.password);
      await see(page.getByText('The password is not right.'));
      await page.getByLabel('Password', { exact: true }).fill('newglow1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await atPage(page, '/m');
    },
  },
  {
    name: 'a coupon claimed on a product page is in my coupons and applied at checkout',
    seed: 'newShopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/lotus-dew/turmeric-serum-50001.html`);
      await ready(page);
      const card = page.getByRole('region', { name: 'Coupons' }).locator('article').filter({ hasText: '15% off orders over ฿500' });
      await card.getByRole('button', { name: /Claim/ }).click();
      await see(page.getByText('Coupon claimed'));
      await page.goto(`${origin}/m/mycoupon.php`);
      await ready(page);
      await see(page.getByRole('tabpanel', { name: 'Usable' }).getByText('15% off orders over ฿500'));
      await page.goto(`${origin}${CONFIRM}`);
      await ready(page);
      await page.getByRole('button', { name: /^Coupon.*available/ }).click();
      await page.getByRole('dialog', { name: 'Choose a coupon' }).getByText('15% off orders over ฿500').click();
      // The shop's standing ฿100 off plus 15% of ฿690, priced by the backend.
      await see(page.getByText('−฿203.50'));
      await see(page.getByText('฿486.50'));
    },
  },
  {
    name: 'sign up, the new-member gift, then the profile is completed and kept',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/signup.php`);
      await ready(page);
      await page.getByRole('textbox', { name: 'Mobile number' }).fill('0823456789');
      await page.getByRole('button', { name: 'Send code' }).click();
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('654321');
      await page.getByLabel(/^Password\*?$/).fill('glow2025');
      // The shop's checkboxes and radios draw their own box over the native input: check it directly.
      await page.getByRole('checkbox', { name: /I accept the terms/ }).check({ force: true });
      await page.getByRole('button', { name: 'Create account' }).click();
      const gift = page.getByRole('dialog', { name: 'Welcome to the shop!' });
      await see(gift.getByText('A free gift for new members is waiting for you.'));
      await gift.getByRole('link', { name: 'Complete your profile' }).click();
      await atPath(page, '/m/myprofile.php');
      const nickname = page.getByRole('textbox', { name: /^Nickname/ });
      await see(nickname);
      await nickname.fill('Kanya');
      await page.getByRole('radio', { name: 'Female' }).check({ force: true });
      await page.getByRole('radio', { name: /Dry/ }).check({ force: true });
      await page.getByRole('button', { name: 'Save profile' }).click();
      await see(page.getByText('Your profile has been saved'));
      await page.reload();
      await ready(page);
      if ((await page.getByRole('textbox', { name: /^Nickname/ }).inputValue()) !== 'Kanya') throw new Error('the nickname was not kept');
      if (!(await page.getByRole('radio', { name: 'Female' }).isChecked())) throw new Error('the gender was not kept');
      if (!(await page.getByRole('radio', { name: /Dry/ }).isChecked())) throw new Error('the skin type was not kept');
    },
  },
  {
    name: 'account deletion with the captcha signs the shopper out, and the old password then fails',
    seed: 'shopper',
    run: async (page, origin) => {
      await page.goto(`${origin}/m/account/deletion`);
      await ready(page);
      await page.getByRole('radio', { name: 'I have another account' }).check({ force: true });
      await page.getByRole('button', { name: 'Send code' }).click();
      await solveSlider(page);
      await see(page.getByRole('button', { name: /Send again in \d+ s/ }));
      await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog', { name: 'Delete your account for good?' }).getByRole('button', { name: 'Delete account' }).click();
      await atPage(page, '/m');
      await see(page.getByText('Your account has been deleted'));
      await page.goto(`${origin}/m/login.php`);
      await ready(page);
      await signIn(page, DEMO.phone, DEMO.password);
      await see(page.getByText('No account uses this phone number or e-mail.'));
    },
  },
  {
    name: 'a Chinese tourist opens /m: Chinese, the automatic WeChat login and its Chinese toast',
    locale: null,
    run: async (page, origin) => {
      const response = await page.goto(`${origin}/m?is_chinese_tourists=1`);
      if (!/<html lang="zh-CN">/.test((await response?.text()) ?? '')) throw new Error('the server did not render the page in Chinese');
      await ready(page);
      await see(page.getByText('微信授权登录成功'));
      await see(page.getByText('已通过微信登录'));
      // Tourist mode and the sign-in hold for the session: the next page is Chinese and signed in.
      await page.goto(`${origin}/m/account/setting.php`);
      await ready(page);
      if ((await page.locator('html').getAttribute('lang')) !== 'zh-CN') throw new Error('tourist mode was not kept');
      await atPath(page, '/m/account/setting.php');
    },
  },
];
