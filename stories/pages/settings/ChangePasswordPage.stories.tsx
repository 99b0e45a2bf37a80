import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn, requestLog } from './settingsStorySupport';

const PATH = '/m/account/change_pwd.php';
const CHANGE_PATH = '/wap/api/user_center/change_pwd';

/**
 * Change password through the real route table on the stateful mock backend: the change (sent
 * once however often Save is pressed), the toast and back to the settings; a wrong current
 * password shows the backend's message; the spec §5 messages; a guest is sent to sign in.
 */
const meta = {
  title: 'Pages/Settings/ChangePasswordPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();
const changes = () => bodiesTo(CHANGE_PATH);

async function fill(canvasElement: HTMLElement, current: string, password: string, confirm = password) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Current password\*?$/, {}, { timeout: 5000 }), current);
  await userEvent.type(canvas.getByLabelText(/^New password\*?$/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password\*?$/), confirm);
}

/** A double click on Save: one change request; the toast and back to the settings. */
export const PageChangeSucceeds: Story = {
  name: 'Page Change Succeeds (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'beauty123', 'newglow1');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/setting.php'), { timeout: 5000 });
    await expect(await canvas.findByText('Your password has been changed')).toBeVisible();
    // The settings page has loaded under the toast (the screenshot is taken of the settled page).
    await expect(await canvas.findByRole('switch', { name: /Promotions and offers/ }, { timeout: 5000 })).toBeChecked();
    await expect(changes()).toHaveLength(1);
    await expect([changes()[0]?.get('old_password'), changes()[0]?.get('new_password')]).toEqual(['beauty123', 'newglow1']);
  },
};

/** A wrong current password: the backend's message, the form kept. */
export const PageWrongCurrentPassword: Story = {
  name: 'Page Wrong Current Password (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, 'notmine1', 'newglow1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save new password' }));
    const form = canvas.getByRole('form', { name: 'Change password' });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The password is not right.');
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(canvas.getByLabelText(/^New password\*?$/)).toHaveValue('newglow1');
    await expect(changes()).toHaveLength(1);
  },
};

/** Too short and not matching, in Chinese: the spec §5 message and the mismatch; nothing sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^新密码\*?$/, {}, { timeout: 5000 }), '12345');
    await userEvent.type(canvas.getByLabelText(/^确认新密码\*?$/), '12346');
    await userEvent.click(canvas.getByRole('button', { name: '保存新密码' }));
    await expect(canvas.getByLabelText(/^当前密码\*?$/)).toHaveAccessibleDescription('必填项不能为空');
    await expect(canvas.getByLabelText(/^新密码\*?$/)).toHaveAccessibleDescription(/不能少于6位/);
    await expect(canvas.getByLabelText(/^确认新密码\*?$/)).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(changes()).toHaveLength(0);
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
