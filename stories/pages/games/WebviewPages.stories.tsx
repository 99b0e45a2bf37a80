import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, playGuestSentToSignIn } from './gamesPageSupport';

/**
 * The webview event and point-of-sale pages and the privacy policy through the real route table on
 * the mock backend (on the web: links go through the router; inside the app a page with a native
 * screen opens by its deep link and back with no history is the app's back, spec §2). What would
 * leave the router (a deep link, a document) goes to `openDocument`, a spy, instead of the browser.
 */
const meta = {
  title: 'Pages/Games/WebviewPages',
  component: RouteTableHarness,
  args: { initialPath: '/m/webview/event', openDocument: fn() },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The event page: a campaign link opens the campaign. */
export const PageEvent: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: /Zodiac surprise box/ }, { timeout: 5000 }));
    await at(canvasElement, '/m/koko/zodiac-box');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zodiac surprise box' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Inside the Android app: back is the app's; a campaign with no native screen stays in the webview (the router). */
export const PageEventInsideApp: Story = {
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

/** Inside the Android app: Shop the event and My cart open the app's home and cart screens by their deep links; the page stays. */
export const PageEventDeepLinks: Story = {
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

/** Inside the iOS app, opened with no history: Back to the app sends the app's back deep link. */
export const PageEventAppBack: Story = {
  globals: { locale: 'en_US', platform: 'ios' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to the app' }, { timeout: 5000 }));
    await expect(args.openDocument).toHaveBeenCalledOnce();
    await expect(args.openDocument).toHaveBeenCalledWith('beautyshop://back');
    await at(canvasElement, '/m/webview/event');
  },
};

/** On the web the same links stay in the router: Shop the event opens home, no deep link. */
export const PageEventShopOnWeb: Story = {
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

/** The point-of-sale page: the shopper's member code; My points opens the points page. */
export const PagePos: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/webview/pos' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Member code' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'My points' }));
    await at(canvasElement, '/m/account/konvypoint.php');
  },
};

/** The point-of-sale page inside the iOS app, opened with no history: the member code; Back to the app sends the app's back deep link. */
export const PagePosInsideApp: Story = {
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

/** A guest on the point-of-sale page: offered sign-in, and back here after it. */
export const PagePosGuest: Story = {
  args: { initialPath: '/m/webview/pos' },
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 }));
    await playGuestSentToSignIn('/m/webview/pos')(context);
  },
};

/** A malformed profile: the point-of-sale page says so with a retry. */
export const PagePosMalformed: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/webview/pos' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getProfile: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your member code could not be loaded' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The privacy policy in Chinese, its contents first. */
export const PagePrivacy: Story = {
  globals: { locale: 'zh_CN', login: 'guest' },
  args: { initialPath: '/m/privacy/policy' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const contents = await canvas.findByRole('navigation', { name: '目录' }, { timeout: 5000 });
    await expect(within(contents).getAllByRole('link')).toHaveLength(7);
  },
};
