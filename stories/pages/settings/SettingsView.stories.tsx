import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLocale } from '../../../src/format/locale';
import { LanguageSwitcher } from '../../../src/pages/flows/language';
import { SettingsView } from '../../../src/pages/settings/Settings/SettingsView';
import { SessionProvider } from '../../../src/session';
import { memoryEnvironment } from '../../flows/language/memoryEnvironment';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * **Settings: where a signed-in shopper looks after their account.**
 *
 * They choose the shop's language, turn the promotion and order notifications on or off, open
 * their account's security pages (password, phone, e-mail) and help, and log out (after confirming
 * it). Inside the shop's app the page also shows the app's version. A shopper who has not logged in
 * never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while their settings are on their way, and the error state with Try
 * again when the settings could not be loaded (no connection).
 */
const meta = {
  title: 'Pages/Settings/SettingsView',
  component: SettingsView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    notifications: { promotion: true, order: false },
    onToggle: fn(),
    onOpen: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onLogout: fn(),
    onLogoutCancel: fn(),
    onLogoutConfirm: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  // The language choice is the wired flow in a session of its own, started from the story's language (nothing is saved).
  render: (args, { globals }) => {
    const locale = typeof globals.locale === 'string' && isLocale(globals.locale) ? globals.locale : 'th_TH';
    return (
      <SessionProvider input={{ locale }}>
        <SettingsView {...args} language={<LanguageSwitcher environment={memoryEnvironment({ cookie: `f34c_lang2=${locale}` })} />} />
      </SessionProvider>
    );
  },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the shopper's settings are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('settings:settings.loading'));
  },
};

/** The settings could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your settings could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The full page, its language chosen: a switch turned on and off, a link followed, log out asks first. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('settings:settings.title') })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: text(`flows:language.${storyLocale(context.globals)}`) })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: new RegExp(text('settings:settings.notifications.promotion')) })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: new RegExp(text('settings:settings.notifications.order')) }));
    await expect(args.onToggle).toHaveBeenCalledWith('order', true);
    await userEvent.click(canvas.getByRole('link', { name: text('settings:settings.links.changePassword') }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/account/change_pwd.php', expect.anything());
    await expect(canvas.getByRole('link', { name: text('settings:settings.links.deletion') })).toHaveAttribute('href', '/m/account/deletion');
    await expect(canvas.queryByText(text('settings:settings.app.version'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text('settings:settings.logout.action') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The log-out confirmation open, in Thai, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the Thai texts on the narrowest phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { logoutOpen: true, notifications: { promotion: true, order: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่' });
    await expect(dialog).toHaveTextContent('คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อดูคำสั่งซื้อ คูปอง และคะแนนของคุณ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(args.onLogoutConfirm).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /Order updates/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/m/privacy/policy');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '通知' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

/** Inside the app (iOS): the app's version under the links. */
export const InsideApp: Story = {
  name: 'Inside App (English, iOS app, signed in)',
  globals: { locale: 'en_US', platform: 'ios' },
  args: { appVersion: '10.4.25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('App version')).toBeVisible();
    await expect(canvas.getByText('10.4.25')).toBeVisible();
  },
};
