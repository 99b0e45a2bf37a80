import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { AppUpdate, AppUpdateDialog } from '../../../src/pages/flows/appUpdate';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText } from '../../support/storyText';

/**
 * The app-update prompt (spec §7 /booking/o/wap/app_update, §6 app versions): inside the Android or
 * iOS app the shared layout asks once whether the app's version is out of date and shows the prompt
 * the call returns; on the web, with a current version or when the call fails, nothing is shown.
 */
const meta = {
  title: 'Flows/AppUpdate',
  component: AppUpdateDialog,
  args: { open: true, minVersion: '4.9.59', url: 'https://apps.example.com/beauty', onUpdate: fn(), onClose: fn() },
} satisfies Meta<typeof AppUpdateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** With the update's address, in the toolbar's language: Update now and Later. */
export const WithUpdateLink: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: text('appUpdate:title') });
    await expect(dialog).toHaveTextContent('4.9.59');
    await userEvent.click(within(dialog).getByRole('button', { name: text('appUpdate:update') }));
    await expect(args.onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: text('appUpdate:later') }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Without an address, in English: update from the store; Got it closes. */
export const FromStore: Story = {
  name: 'From Store (English)',
  globals: { locale: 'en_US' },
  args: { url: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Update the app' });
    await expect(dialog).toHaveTextContent('App Store or Google Play');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alertdialog', { name: '更新应用' })).toHaveTextContent('4.9.59');
  },
};

/** No minimum version in the answer, on the narrowest phone in Thai. */
export const LongThai: Story = {
  // Its point is the Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { minVersion: null },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alertdialog', { name: 'อัปเดตแอป' })).toHaveTextContent('แอปเวอร์ชันนี้เก่าแล้ว');
  },
};

// ---- The flow on the mock backend (Android app, spec §3 osPlatform 2) ----

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const appUpdateCalls = () => sent.filter((request) => request.url.pathname === '/booking/o/wap/app_update');

/** An Android app below 4.9.59: one call with its version; the prompt; Got it closes it for good. */
export const OutdatedApp: Story = {
  name: 'Outdated App (English, Android app)',
  globals: { platform: 'android', locale: 'en_US' },
  beforeEach: record,
  render: () => <AppUpdate appVersion="4.9.1" onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Update the app' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent('4.9.59');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog', { name: 'Update the app' })).toBeNull());
    await expect(appUpdateCalls()).toHaveLength(1);
    await expect(appUpdateCalls()[0]?.url.searchParams.get('app_version')).toBe('4.9.1');
  },
};

/** A current app: the call says no update is needed; nothing is shown. */
export const CurrentApp: Story = {
  name: 'Current App (English, Android app)',
  globals: { platform: 'android', locale: 'en_US' },
  beforeEach: record,
  render: () => <AppUpdate appVersion="4.9.59" onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(appUpdateCalls()).toHaveLength(1), { timeout: 5000 });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** No response at all: no prompt, no error (the prompt is only advice). */
export const CallFails: Story = {
  name: 'Call Fails (English, iOS app)',
  tags: ['error-state'],
  globals: { platform: 'ios', locale: 'en_US' },
  beforeEach: record,
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getAppUpdate: scenario.offline }) } } },
  render: () => <AppUpdate appVersion="10.1.0" onOpen={fn()} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(appUpdateCalls()).toHaveLength(1), { timeout: 5000 });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};
