import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sawToast } from '../../support/sawToast';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { bodiesTo, LOGIN_PATH, RESET_PATH, SEND_CODE_PATH } from './authRequests';
import { DEMO_PHONE } from './authStoryData';
import { address, favouritesShown } from '../../support/routeSteps';

/**
 * **Reset password: how a shopper who forgot their password gets back into their account.**
 *
 * They come here from Forgot your password? on the log-in page. They choose to reset by phone or by
 * e-mail, ask for a one-time code, type it in with a new password twice (at least 6 characters, the
 * same both times), then go back to log in with the new password, where a message confirms the
 * change. When the shop suspects a robot it shows a slider puzzle first. A signed-in shopper
 * changes their password in the account settings instead.
 *
 * They see a message under a field that is filled in wrongly (the two passwords differ), a message
 * when the shop does not know the phone or e-mail, and a message with Try again when the shop took
 * too long to answer.
 */
const meta = {
  title: 'Pages/Auth/RepassPage',
  component: RouteTableHarness,
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: { initialPath: '/m/repass.php?redirect=%2Fm%2Ffavorite.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};

/** Reset by phone (even with double taps): one code, one reset, then logging in with the new password works. */
export const PageResetThenSignIn: Story = {
  name: 'Page Reset Then Sign In (English)',
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

/** The two new passwords are not the same: the second field says so and nothing is sent. */
export const PagePasswordsDiffer: Story = {
  name: 'Page Passwords Differ (English)',
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

/** In Chinese, an e-mail address no account uses: the shop's message says so. */
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
