import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodiesTo, REGISTER_PATH, SEND_CODE_PATH } from './authRequests';
import { DEMO_PHONE } from './authStoryData';
import { address } from '../../support/routeSteps';

/**
 * The sign-up page through the real route table on the stateful mock backend: the code for scene
 * register with its countdown, the new account (signed in at once), the free gift, then the return
 * address; a number already registered reads as such in the shopper's language.
 */
const meta = {
  title: 'Pages/Auth/SignupPage',
  component: RouteTableHarness,
  parameters: { frame: 'none' },
  args: { initialPath: '/m/signup.php?redirect=%2Fm%2Fshop_cart.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW_PHONE = '0823456789';
let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** The whole sign-up by a new shopper, with double clicks on Send code and Create account: one code, one register request. */
export const PageSignUp: Story = {
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

/** A number that already has an account: the backend's message in Thai, from the code request. */
export const PageTakenNumber: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'หมายเลขโทรศัพท์มือถือ' }), DEMO_PHONE);
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งรหัส' }));
    await expect(await canvas.findByText('บัญชีนี้ลงทะเบียนแล้ว')).toBeVisible();
    await expect(bodiesTo(sent, SEND_CODE_PATH)[0]?.get('scene')).toBe('register');
  },
};

/** Nothing filled: the spec §5 messages and the terms, in Chinese; nothing sent. */
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
