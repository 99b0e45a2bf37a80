import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sawToast } from '../../support/sawToast';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodiesTo, LOGIN_PATH, RESET_PATH, SEND_CODE_PATH } from './authRequests';
import { DEMO_PHONE } from './authStoryData';
import { address, favouritesShown } from '../../support/routeSteps';

/**
 * The password reset through the real route table on the stateful mock backend: the code for
 * scene reset, the new password (stored by the shop: the shopper then signs in with it), the
 * success toast on the login page; an e-mail no account uses reads as such.
 */
const meta = {
  title: 'Pages/Auth/RepassPage',
  component: RouteTableHarness,
  parameters: { frame: 'none' },
  args: { initialPath: '/m/repass.php?redirect=%2Fm%2Ffavorite.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** Reset by phone with double clicks on Send code and Reset: one code, one reset request; then sign in with the new password. */
export const PageResetThenSignIn: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), DEMO_PHONE);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await expect(bodiesTo(sent, SEND_CODE_PATH).map((body) => body.get('scene'))).toEqual(['reset']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '112233');
    await userEvent.type(canvas.getByLabelText(/^New password\*?$/), 'newglow1');
    await userEvent.type(canvas.getByLabelText('New password again'), 'newglow1');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect=%2Fm%2Ffavorite.php'), { timeout: 5000 });
    await sawToast(canvasElement, 'Your password has been changed. Sign in with the new one.');
    const resets = bodiesTo(sent, RESET_PATH);
    await expect(resets).toHaveLength(1);
    await expect([resets[0]?.get('account'), resets[0]?.get('code'), resets[0]?.get('password')]).toEqual([DEMO_PHONE, '112233', 'newglow1']);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), 'newglow1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
    await expect(bodiesTo(sent, LOGIN_PATH)[0]?.get('password')).toBe('newglow1');
    await sawToast(canvasElement, 'You are signed in.');
  },
};

/** The two passwords differ: the message on the second field, nothing sent. */
export const PagePasswordsDiffer: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number' }), DEMO_PHONE);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '112233');
    await userEvent.type(canvas.getByLabelText(/^New password\*?$/), 'newglow1');
    await userEvent.type(canvas.getByLabelText('New password again'), 'newglow2');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(canvas.getByLabelText('New password again')).toHaveAccessibleDescription('The two passwords do not match.');
    await expect(bodiesTo(sent, RESET_PATH)).toHaveLength(0);
  },
};

/** By e-mail, for an address no account uses: the backend's message in Chinese. */
export const PageUnknownEmailChinese: Story = {
  globals: { locale: 'zh_CN' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '邮箱' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByText('该账号不存在。')).toBeVisible();
    const codes = bodiesTo(sent, SEND_CODE_PATH);
    await expect([codes[0]?.get('account'), codes[0]?.get('scene')]).toEqual(['nobody@example.com', 'reset']);
  },
};
