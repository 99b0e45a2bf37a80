import { describe, expect, it } from 'vitest';
import { desktopRedirectTarget, httpsUpgrade } from './desktopRedirect';
import { isBot, isMobileUserAgent, isWeChat } from './userAgent';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const WECHAT_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0 Safari/537.36 MicroMessenger/7.0.20 NetType/WIFI WindowsWechat';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
const LINE_PREVIEW = 'Mozilla/5.0 (compatible; Line-Poker/1.0)';
const SLACK = 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)';
const TWITTER = 'Twitterbot/1.0';
const WHATSAPP = 'WhatsApp/2.23.20.0';
const TELEGRAM = 'TelegramBot (like TwitterBot)';
const BING = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

const at = (path: string) => `https://shop.example${path}`;

describe('desktopRedirectTarget (spec §2)', () => {
  it.each([
    ['/m', 'https://shop.example/'],
    ['/m/', 'https://shop.example/'],
    ['/m/community/feed/detail?id=88', 'https://shop.example/community/feed_detail.php?id=88'],
    ['/m/shop_cart.php', 'https://shop.example/cart.php'],
    ['/m/membership', 'https://shop.example/account/membership.php'],
    ['/m/center.php?tab=unpaid', 'https://shop.example/account/orders.php?tab=unpaid'],
    ['/m/mycoupon.php', 'https://shop.example/account/coupons.php'],
    ['/m/login.php?refer=%2Fm%2Fcart', 'https://shop.example/account/login.php?refer=%2Fm%2Fcart'],
    ['/m/privacy/policy', 'https://shop.example/privacy_policy.php'],
    ['/m/brand/lotus-dew', 'https://shop.example/brand/lotus-dew'],
    ['/m/lotus-dew/turmeric-serum-1001.html#reviews', 'https://shop.example/lotus-dew/turmeric-serum-1001.html#reviews'],
  ])('a desktop visitor on %s goes to %s', (path, expected) => {
    expect(desktopRedirectTarget({ url: at(path), userAgent: DESKTOP })).toBe(expected);
  });

  it('uses the desktop origin when given', () => {
    expect(desktopRedirectTarget({ url: at('/m/shop_cart.php'), userAgent: MAC, desktopOrigin: 'https://www.shop.example/' })).toBe(
      'https://www.shop.example/cart.php',
    );
  });

  it.each([
    ['an iPhone', { userAgent: IPHONE }],
    ['an Android phone', { userAgent: ANDROID }],
    ['the host saying it is not a desktop', { userAgent: DESKTOP, isDesktop: false }],
    ['Googlebot', { userAgent: GOOGLEBOT }],
    ['bingbot', { userAgent: BING }],
    ['the Facebook link previewer', { userAgent: FACEBOOK }],
    ['the LINE link previewer', { userAgent: LINE_PREVIEW }],
    ['the Slack link previewer', { userAgent: SLACK }],
    ['the Twitter card fetcher', { userAgent: TWITTER }],
    ['the WhatsApp previewer', { userAgent: WHATSAPP }],
    ['the Telegram previewer', { userAgent: TELEGRAM }],
    ['WeChat on a desktop', { userAgent: WECHAT_DESKTOP }],
    ['preview mode', { userAgent: DESKTOP, preview: true }],
    ['the app webview', { userAgent: DESKTOP, inApp: true }],
  ])('%s stays', (_, input) => {
    expect(desktopRedirectTarget({ url: at('/m/shop_cart.php'), ...input })).toBeNull();
  });

  it.each(['/m/booking/store/detail', '/m/webview/event', '/m/koko/zodiac-box', '/m/lucky_game/anniversary_11th', '/m/tarot', '/m/payment_result', '/m/order/refund/request.php'])(
    'the exempt route %s stays',
    (path) => {
      expect(desktopRedirectTarget({ url: at(path), userAgent: DESKTOP })).toBeNull();
    },
  );

  it('stays with ?preview=1, outside /m, and on an unreadable address', () => {
    expect(desktopRedirectTarget({ url: at('/m/shop_cart.php?preview=1'), userAgent: DESKTOP })).toBeNull();
    expect(desktopRedirectTarget({ url: at('/account/login.php'), userAgent: DESKTOP })).toBeNull();
    expect(desktopRedirectTarget({ url: at('/mall.php'), userAgent: DESKTOP })).toBeNull();
    expect(desktopRedirectTarget({ url: 'not a url', userAgent: DESKTOP })).toBeNull();
  });
});

describe('user agents', () => {
  it.each([
    [GOOGLEBOT, true],
    [FACEBOOK, true],
    [SLACK, true],
    [DESKTOP, false],
    [IPHONE, false],
  ])('isBot(%s) is %s', (ua, expected) => {
    expect(isBot(ua)).toBe(expected);
  });
  it.each([
    [IPHONE, true],
    [ANDROID, true],
    [DESKTOP, false],
    [MAC, false],
  ])('isMobileUserAgent(%s) is %s', (ua, expected) => {
    expect(isMobileUserAgent(ua)).toBe(expected);
  });
  it('knows WeChat', () => {
    expect(isWeChat(WECHAT_DESKTOP)).toBe(true);
    expect(isWeChat(DESKTOP)).toBe(false);
  });
});

describe('httpsUpgrade (spec §2)', () => {
  it.each([
    ['http://shop.example/m/tarot?x=1#y', 'https://shop.example/m/tarot?x=1#y'],
    ['http://shop.example:8080/m', 'https://shop.example:8080/m'],
    ['https://shop.example/m', null],
    ['http://localhost:5173/m', null],
    ['http://127.0.0.1:4173/m', null],
    ['nonsense', null],
  ])('%s → %s', (address, expected) => {
    expect(httpsUpgrade(address)).toBe(expected);
  });
});
