import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { updateSettings } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { allAnswered, recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address, playGuestAtSignIn } from '../../support/routeSteps';
import { storyLocale, storyText } from '../../support/storyText';

const PATH = '/m/account/setting.php';
const UPDATE_PATH = '/wap/api/user_center/setting/update';
const LOGOUT_PATH = '/m_api/user/logout.php';

/**
 * The settings page through the real route table on the stateful mock backend: the demo shopper's
 * switches (saved by the shop), a refused change rolled back with a toast, the links, log out
 * (then the shop treats the visitor as a guest), the app's version inside the app, and a guest
 * sent to sign in and back.
 */
const meta = {
  title: 'Pages/Settings/SettingsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const bodiesTo = (path: string) => sent.filter((request) => request.url.pathname === path).map((request) => new URLSearchParams(request.body));

/**
 * The demo shopper, in the toolbar's language: both notifications on, the language shown chosen;
 * no app version on the web. Signed in (the story sets it).
 */
export const PageShopper: Story = {
  name: 'Page Shopper (signed in)',
  globals: { login: 'loggedIn' },
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('switch', { name: new RegExp(text('settings:settings.notifications.promotion')) }, { timeout: 5000 })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: new RegExp(text('settings:settings.notifications.order')) })).toBeChecked();
    await expect(await canvas.findByRole('radio', { name: text(`common:language.${storyLocale(context.globals)}`) })).toBeChecked();
    await expect(canvas.queryByText(text('settings:settings.app.version'))).toBeNull();
  },
};

/** Turning promotions off sends notify_promotion=0; the shop keeps it (it is still off after turning order updates off too). */
export const PageToggleNotification: Story = {
  name: 'Page Toggle Notification (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const promotions = await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 });
    await userEvent.click(promotions);
    await expect(promotions).not.toBeChecked();
    await waitFor(() => expect(bodiesTo(UPDATE_PATH)).toHaveLength(1));
    await expect(bodiesTo(UPDATE_PATH)[0]?.get('notify_promotion')).toBe('0');
    await expect(bodiesTo(UPDATE_PATH)[0]?.has('notify_order')).toBe(false);
    await userEvent.click(canvas.getByRole('switch', { name: /Order updates/ }));
    await waitFor(() => expect(bodiesTo(UPDATE_PATH)).toHaveLength(2));
    await expect(bodiesTo(UPDATE_PATH)[1]?.get('notify_order')).toBe('0');
    await expect(promotions).not.toBeChecked();
  },
};

/**
 * A switch double-clicked: two sends that cancel out (off, then on: each says the value, so the
 * last one wins); the switch ends on, and the settings loaded afresh from the shop say on too.
 */
export const PageToggleDoubleClick: Story = {
  name: 'Page Toggle Double Click (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const promotions = await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 });
    await userEvent.dblClick(promotions);
    await waitFor(() => expect(bodiesTo(UPDATE_PATH).map((body) => body.get('notify_promotion'))).toEqual(['0', '1']), { timeout: 5000 });
    await expect(promotions).toBeChecked();
    await waitFor(() => expect(allAnswered(sent)).toBe(true), { timeout: 5000 });
    await goToAddress(`${PATH}?again=1`);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('again=1'), { timeout: 5000 });
    await expect(await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 })).toBeChecked();
    await expect(bodiesTo(UPDATE_PATH)).toHaveLength(2);
  },
};

const refusedUpdates = answersInTurn(updateSettings.meta, userCenterMocks.updateSettings, [scenario.serverError]);

/** The backend refuses the change: the switch goes back and a toast says so. */
export const PageToggleFails: Story = {
  name: 'Page Toggle Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [refusedUpdates.handler, ...userCenterHandlers()] } } },
  beforeEach: () => refusedUpdates.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await canvas.findByRole('switch', { name: /Order updates/ }, { timeout: 5000 });
    await userEvent.click(orders);
    await expect(await canvas.findByText('The setting could not be saved. Please try again.', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(orders).toBeChecked());
    await expect(refusedUpdates.calls()).toBe(1);
  },
};

/** Change password routes in-app. */
export const PageOpensChangePassword: Story = {
  name: 'Page Opens Change Password (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Change password' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/change_pwd.php'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * Log out: a confirmation (its Log out double-clicked), one logout call, home; the shop now treats the visitor as a guest (the
 * home page's View coupons leads to sign in).
 */
export const PageLogout: Story = {
  name: 'Page Logout (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Log out?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(address(canvasElement).textContent).toBe('/m'), { timeout: 5000 });
    await expect(sent.filter((request) => request.url.pathname === LOGOUT_PATH)).toHaveLength(1);
    await userEvent.click(await canvas.findByRole('link', { name: 'View coupons' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent('/m/mycoupon.php')}`), {
      timeout: 5000,
    });
  },
};

/** Inside the Android app: the app's version is shown. */
export const PageInsideApp: Story = {
  name: 'Page Inside App (English, signed in, Android app)',
  globals: { locale: 'en_US', login: 'loggedIn', platform: 'android' },
  args: { session: { appVersion: '4.9.59' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('App version', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('4.9.59')).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
