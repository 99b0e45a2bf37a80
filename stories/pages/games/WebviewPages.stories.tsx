import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn } from './gamesPageSupport';

/**
 * **Event page, Pay in store and the privacy policy, in the running shop.**
 *
 * The pages the shop's app opens inside itself, as a shopper uses them on the website and inside
 * the Android and iOS apps: on the website every link stays in the shop; inside the app a link with
 * an app screen of its own (the home, the cart) opens that screen, and Back on a page opened
 * straight from the app goes back to the app. See each page's own stories for its states.
 */
const meta = {
  title: 'Pages/Games/WebviewPages',
  component: RouteTableHarness,
  args: { initialPath: '/m/webview/event', openDocument: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event page: a link opens its game. */
export const PageEvent: Story = {
  name: 'Page Event (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Zodiac surprise box/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/koko/zodiac-box');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zodiac surprise box' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Inside the Android app: Back goes back in the app; a game with no app screen of its own opens in the page. */
export const PageEventInsideApp: Story = {
  name: 'Page Event Inside App (English, Android app, signed in)',
  globals: { locale: 'en_US', platform: 'android' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Back to the app' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Open our app for the full event with app-only deals.')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: /Beauty tarot/ }));
    await at(canvasElement, '/m/tarot');
    await expect(args.openDocument).not.toHaveBeenCalled();
  },
};

/** Inside the Android app: Shop the event and My cart open the app's home and cart screens. */
export const PageEventDeepLinks: Story = {
  name: 'Page Event Deep Links (English, Android app, signed in)',
  globals: { locale: 'en_US', platform: 'android' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Shop the event/ }, { timeout: 5000 }));
    await expect(args.openDocument).toHaveBeenLastCalledWith('beautyshop://home');
    await userEvent.click(canvas.getByRole('link', { name: /My cart/ }));
    await expect(args.openDocument).toHaveBeenLastCalledWith('beautyshop://cart');
    await expect(args.openDocument).toHaveBeenCalledTimes(2);
    await at(canvasElement, '/m/webview/event');
  },
};

/** Inside the iOS app, opened straight from the app: Back to the app returns to it. */
export const PageEventAppBack: Story = {
  name: 'Page Event App Back (English, iOS app, signed in)',
  globals: { locale: 'en_US', platform: 'ios' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to the app' }, { timeout: 5000 }));
    await expect(args.openDocument).toHaveBeenCalledOnce();
    await expect(args.openDocument).toHaveBeenCalledWith('beautyshop://back');
    await at(canvasElement, '/m/webview/event');
  },
};

/** On the website: Shop the event opens the home page. */
export const PageEventShopOnWeb: Story = {
  name: 'Page Event Shop On Web (English, signed in)',
  globals: { locale: 'en_US' },
  // Ends on the home page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Back' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Shop the event/ }));
    await at(canvasElement, /^\/m$/);
    await expect(args.openDocument).not.toHaveBeenCalled();
  },
};

/** Pay in store: the member code; My points opens the points page. */
export const PagePos: Story = {
  name: 'Page Pos (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/webview/pos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Member code' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'My points' }));
    await at(canvasElement, '/m/account/konvypoint.php');
  },
};

/** Pay in store inside the iOS app, opened straight from the app: the member code, and Back to the app. */
export const PagePosInsideApp: Story = {
  name: 'Page Pos Inside App (English, iOS app, signed in)',
  globals: { locale: 'en_US', platform: 'ios' },
  args: { initialPath: '/m/webview/pos' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Member code' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the app' }));
    await expect(args.openDocument).toHaveBeenCalledOnce();
    await expect(args.openDocument).toHaveBeenCalledWith('beautyshop://back');
    await at(canvasElement, '/m/webview/pos');
  },
};

/** Pay in store, for a shopper who has not logged in: Sign in, and back here after. */
export const PagePosGuest: Story = {
  name: 'Page Pos Guest (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  args: { initialPath: '/m/webview/pos' },
  parameters: { shop: { seed: 'guest' } },
  globals: { locale: 'th_TH', login: 'guest' },
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 }));
    await playGuestSentToSignIn('/m/webview/pos')(context);
  },
};

/** Test only: a profile the shop sent garbled: the page says so, with Try again. */
export const PagePosMalformed: Story = {
  name: 'Page Pos Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/webview/pos' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getProfile: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your member code could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The privacy policy in Simplified Chinese, the contents first. */
export const PagePrivacy: Story = {
  name: 'Page Privacy (Chinese, guest)',
  globals: { locale: 'zh_CN', login: 'guest' },
  args: { initialPath: '/m/privacy/policy' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = await canvas.findByRole('navigation', { name: '目录' }, { timeout: 5000 });
    await expect(within(contents).getAllByRole('link')).toHaveLength(7);
  },
};
