import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLocale } from '../../../src/format/locale';
import { LanguageSwitcher } from '../../../src/pages/flows/language';
import { SettingsView } from '../../../src/pages/settings/Settings/SettingsView';
import { SessionProvider } from '../../../src/session';
import { memoryEnvironment } from '../../flows/language/memoryEnvironment';

/**
 * The shopper's settings, /m/account/setting.php (spec §2 route name account-setting): the
 * language (the language flow), notification switches, links to the account's security and help
 * pages, log out after a confirmation and, inside the app only, the app's version. Guests never
 * see it: the loader sends them to sign in. Use it only as that route.
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
  parameters: { frame: 'none' },
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

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('กำลังโหลดการตั้งค่าของคุณ…');
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your settings could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The full page in Thai: a switch turned on and off, a link followed, log out asks first. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ตั้งค่า' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'ไทย' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /โปรโมชันและข้อเสนอพิเศษ/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: /อัปเดตคำสั่งซื้อ/ }));
    await expect(args.onToggle).toHaveBeenCalledWith('order', true);
    await userEvent.click(canvas.getByRole('link', { name: 'เปลี่ยนรหัสผ่าน' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/account/change_pwd.php', expect.anything());
    await expect(canvas.getByRole('link', { name: 'ลบบัญชี' })).toHaveAttribute('href', '/m/account/deletion');
    await expect(canvas.queryByText('เวอร์ชันแอป')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The log-out confirmation open, in Thai, on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { logoutOpen: true, notifications: { promotion: true, order: true } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: 'ออกจากระบบหรือไม่' });
    await expect(dialog).toHaveTextContent('คุณจะต้องเข้าสู่ระบบอีกครั้งเพื่อดูคำสั่งซื้อ คูปอง และคะแนนของคุณ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    await expect(args.onLogoutConfirm).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /Order updates/ })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/m/privacy/policy');
  },
};

export const Chinese: Story = {
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
  globals: { locale: 'en_US', platform: 'ios' },
  args: { appVersion: '10.4.25' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('App version')).toBeVisible();
    await expect(canvas.getByText('10.4.25')).toBeVisible();
  },
};
