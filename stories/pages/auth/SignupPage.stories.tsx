import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodiesTo, REGISTER_PATH, SEND_CODE_PATH } from './authRequests';
import { DEMO_PHONE } from './authStoryData';
import { address } from '../../support/routeSteps';

/**
 * **Sign up: where a new shopper creates their account.**
 *
 * They type a Thai mobile number, ask for a one-time code by text message (Send code can be asked
 * again after a countdown), choose a password of at least 6 characters and accept the terms. The
 * new account is signed in at once: the shopper is welcomed, shown the free gift for new members
 * when the shop offers one, and goes back to the page they came from. When the shop suspects a
 * robot it shows a slider puzzle first. A shopper who already has an account logs in instead.
 *
 * They see a message under a field that is filled in wrongly, a message when the number already has
 * an account, and a message with Try again when the shop took too long to answer.
 */
const meta = {
  title: 'Pages/Auth/SignupPage',
  component: RouteTableHarness,
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: { initialPath: '/m/signup.php?redirect=%2Fm%2Fshop_cart.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '0823456789';
let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** A new shopper signs up start to finish (even with double taps): one code, one new account, signed in at once. */
export const PageSignUp: Story = {
  name: 'Page Sign Up (English)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/signup.php?redirect=%2Fm%2Ffavorite.php' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Mobile number' }), NEW_PHONE);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    const codes = bodiesTo(sent, SEND_CODE_PATH);
    await expect([codes.length, codes[0]?.get('account'), codes[0]?.get('scene')]).toEqual([1, NEW_PHONE, 'register']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.type(canvas.getByLabelText(/^Password\*?$/), 'glow2025');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Create account' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Welcome to the shop!' }, { timeout: 5000 });
    const registers = bodiesTo(sent, REGISTER_PATH);
    await expect(registers).toHaveLength(1);
    await expect([registers[0]?.get('account'), registers[0]?.get('code'), registers[0]?.get('password')]).toEqual([NEW_PHONE, '654321', 'glow2025']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
  },
};

/** A number that already has an account: the shop's message says so, in Thai. */
export const PageTakenNumber: Story = {
  name: 'Page Taken Number (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'หมายเลขโทรศัพท์มือถือ' }), DEMO_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรหัส' }));
    await expect(await canvas.findByText('บัญชีนี้ลงทะเบียนแล้ว')).toBeVisible();
    await expect(bodiesTo(sent, SEND_CODE_PATH)[0]?.get('scene')).toBe('register');
  },
};

/** In Chinese, Create account with nothing filled in: each field and the terms say what they need; nothing is sent. */
export const PageValidationChinese: Story = {
  globals: { locale: 'zh_CN' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '注册' }));
    await expect(await canvas.findByText('请先同意条款再注册。')).toBeVisible();
    await expect(canvas.getByLabelText(/^密码\*?$/)).toHaveAttribute('aria-invalid', 'true');
    await expect(bodiesTo(sent, REGISTER_PATH)).toHaveLength(0);
  },
};
