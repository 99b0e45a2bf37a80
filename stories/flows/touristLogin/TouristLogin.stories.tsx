import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { TouristLogin } from '../../../src/pages/flows/touristLogin';
import { FlowStage } from '../session/FlowStage';
import { TouristLoginStateHarness } from './TouristLoginStateHarness';

/**
 * The Chinese tourist's automatic WeChat login (spec §4, §6): when the page starts, a logged-out
 * Chinese tourist is logged in with WeChat unless the blocking cookie is set, and a toast says
 * "微信授权登录成功". Mount it once in the shared layout; it does nothing for other shoppers. Not a
 * login button: shoppers who want to log in use the login page.
 */
const meta = {
  title: 'Flows/TouristLogin',
  component: TouristLogin,
  args: { readCookies: fn(() => '') },
} satisfies Meta<typeof TouristLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- State stories ----

export const Checking: Story = {
  parameters: { flowStates: ['touristLogin.checking'] },
  render: () => <TouristLoginStateHarness value="checking" />,
};

export const LoggingIn: Story = {
  name: 'Logging In (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['touristLogin.loggingIn'] },
  render: () => <TouristLoginStateHarness value="loggingIn" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在通过微信登录…');
  },
};

export const LoggedIn: Story = {
  name: 'Logged In (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['touristLogin.loggedIn'] },
  render: () => <TouristLoginStateHarness value="loggedIn" />,
};

export const LoggedInThai: Story = {
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['touristLogin.loggedIn'] },
  render: () => <TouristLoginStateHarness value="loggedIn" />,
};

export const Skipped: Story = {
  parameters: { flowStates: ['touristLogin.skipped'] },
  render: () => <TouristLoginStateHarness value="skipped" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Failed: Story = {
  tags: ['error-state'],
  parameters: { flowStates: ['touristLogin.failed'] },
  render: () => <TouristLoginStateHarness value="failed" />,
};

// ---- Flow stories ----

/** A logged-out Chinese tourist: logged in with WeChat at once, with the Chinese success toast. */
export const AutoLoginSuccess: Story = {
  name: 'Auto Login Success (Chinese tourist, guest)',
  globals: { tourist: 'on', login: 'guest' },
  parameters: { msw: { handlers: { auth: authHandlers() } } },
  render: (args) => (
    <FlowStage>
      <TouristLogin {...args} />
    </FlowStage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('微信授权登录成功')).toBeVisible();
    await expect(canvas.getByTestId('login-flag')).toHaveTextContent('已登录');
  },
};

/** The blocking cookie: no login, no toast. */
export const BlockedByCookie: Story = {
  name: 'Blocked By Cookie (Chinese tourist, guest)',
  globals: { tourist: 'on', login: 'guest' },
  args: { readCookies: fn(() => 'f34c_no_wechat_auto_login=1') },
  render: (args) => (
    <FlowStage>
      <TouristLogin {...args} />
    </FlowStage>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.readCookies).toHaveBeenCalled());
    await expect(canvas.getByTestId('login-flag')).toHaveTextContent('访客');
    await expect(canvas.queryByText('微信授权登录成功')).not.toBeInTheDocument();
  },
};
