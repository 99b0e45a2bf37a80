import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authHandlers } from '../../../mocks/handlers';
import { authMocks } from '../../../mocks/handlers/auth';
import { scenario } from '../../../mocks/scenarios';
import { loginWithPassword } from '../../../src/api/endpoints/auth';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { puzzleHandlers } from '../../flows/captcha/puzzleMocks';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { sawToast } from '../../support/sawToast';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { solveSliderCaptcha } from '../../support/solveSliderCaptcha';
import { blockTouristAutoLogin } from '../../support/touristAutoLogin';
import { bodiesTo, LOGIN_PATH, SEND_CODE_PATH } from './authRequests';
import { DEMO_PASSWORD, DEMO_PHONE } from './authStoryData';
import { address, at, favouritesShown } from '../../support/routeSteps';


/**
 * The login page through the real route table on the stateful mock backend: the demo shopper
 * signs in (password or code), errors read in the shopper's language, the captcha retry, the
 * return address (and hostile ones ignored), and a signed-in shopper passed straight on.
 */
const meta = {
  title: 'Pages/Auth/LoginPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: { initialPath: '/m/login.php?redirect=%2Fm%2Ffavorite.php' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
/** Password sign-in with a double click: one login request with the account and password; back to the cart. */
export const PagePasswordSignIn: Story = {
  name: 'Page Password Sign In (English)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
    const logins = bodiesTo(sent, LOGIN_PATH);
    await expect(logins).toHaveLength(1);
    await expect([logins[0]?.get('account'), logins[0]?.get('password'), logins[0]?.has('captcha_ticket')]).toEqual([DEMO_PHONE, DEMO_PASSWORD, false]);
    await sawToast(canvasElement, 'You are signed in.');
  },
};

/** A wrong password: the backend's message in Thai, the form kept, no navigation. */
export const PageWrongPassword: Story = {
  name: 'Page Wrong Password (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'เบอร์โทรศัพท์หรืออีเมล' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('รหัสผ่าน'), 'wrong-pass');
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await expect(await canvas.findByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent('/m/login.php');
    await expect(bodiesTo(sent, LOGIN_PATH)[0]?.get('password')).toBe('wrong-pass');
  },
};

/** An e-mail no account uses: the backend's message in Chinese. */
export const PageUnknownAccountChinese: Story = {
  globals: { locale: 'zh_CN' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '手机号或邮箱' }), 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText('密码'), 'whatever1');
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('该账号不存在。')).toBeVisible();
    await expect(bodiesTo(sent, LOGIN_PATH)[0]?.get('account')).toBe('nobody@example.com');
  },
};

/** Empty or malformed fields: spec §5 messages on the fields, nothing sent. */
export const PageValidation: Story = {
  name: 'Page Validation (English)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('textbox', { name: 'Phone number or e-mail' });
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(account).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(account, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(account).toHaveAccessibleDescription(/phone/i);
    await expect(bodiesTo(sent, LOGIN_PATH)).toHaveLength(0);
  },
};

/** Phone and code, by keyboard: the code is sent once for scene login (Send code double-clicked), the countdown runs, the login carries the code. */
export const PageCodeSignIn: Story = {
  name: 'Page Code Sign In (English)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'With a code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), DEMO_PHONE);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    const codes = bodiesTo(sent, SEND_CODE_PATH);
    await expect([codes.length, codes[0]?.get('account'), codes[0]?.get('scene')]).toEqual([1, DEMO_PHONE, 'login']);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
    const logins = bodiesTo(sent, LOGIN_PATH);
    await expect([logins.length, logins[0]?.get('code'), logins[0]?.has('password')]).toEqual([1, '123456', false]);
    await sawToast(canvasElement, 'You are signed in.');
  },
};

const captchaThenOk = answersInTurn(loginWithPassword.meta, authMocks.loginWithPassword, [scenario.errcode(10002), scenario.ok]);

/** 10002: the slider opens; once solved, the same login is sent again with the captcha's ticket. */
export const PageCaptchaRetry: Story = {
  name: 'Page Captcha Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { auth: [captchaThenOk.handler, ...puzzleHandlers, ...authHandlers()] } } },
  beforeEach: (context) => {
    captchaThenOk.reset();
    record(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Complete the security check to continue.')).toBeVisible();
    await solveSliderCaptcha(canvasElement, { dialog: 'Security check', slider: 'Puzzle slider', verified: 'Verified' });
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
    const logins = bodiesTo(sent, LOGIN_PATH);
    await expect(logins.map((body) => body.get('captcha_ticket'))).toEqual([null, 'story-ticket']);
    await expect(captchaThenOk.calls()).toBe(2);
    await sawToast(canvasElement, 'You are signed in.');
  },
};

/** No answer: the failure says so with Try again, which sends the login again and succeeds. */
export const PageOfflineRetry: Story = {
  name: 'Page Offline Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { auth: [answersInTurn(loginWithPassword.meta, authMocks.loginWithPassword, [scenario.offline, scenario.ok]).handler, ...authHandlers()] } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
    await expect(bodiesTo(sent, LOGIN_PATH)).toHaveLength(2);
    await sawToast(canvasElement, 'You are signed in.');
  },
};

/** A hostile `redirect` is ignored: after sign-in the shopper lands on /m, never on another site. */
export const PageHostileRedirect: Story = {
  name: 'Page Hostile Redirect (English)',
  // The home page's carousel must not move on its own before the screenshot.
  tags: ['test-only', 'reduced-motion'],
  globals: { locale: 'en_US' },
  args: { initialPath: `/m/login.php?redirect=${encodeURIComponent('https://evil.example/')}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), 'ploy.siriwan@example.co.th');
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/m/signup.php');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/m$/), { timeout: 5000 });
    await expect(await canvas.findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 })).toBeVisible();
    await sawToast(canvasElement, 'You are signed in.');
  },
};

/** A shopper already signed in is sent straight on to the return address. */
export const PageAlreadySignedIn: Story = {
  name: 'Page Already Signed In (English)',
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/favorite.php'), { timeout: 5000 });
    await favouritesShown(canvasElement);
  },
};

/** A signed-in shopper with a `javascript:` return address lands on /m, nothing else runs. */
export const PageSignedInScriptRedirect: Story = {
  name: 'Page Signed In Script Redirect (English)',
  tags: ['reduced-motion'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  args: { initialPath: `/m/login.php?redirect=${encodeURIComponent('javascript:alert(1)')}` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/m$/), { timeout: 5000 });
    await expect(await within(canvasElement).findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A protocol-relative return address (`//evil.example`) is another site: ignored, the shopper lands on /m. */
export const PageSignedInProtocolRelativeRedirect: Story = {
  name: 'Page Signed In Protocol Relative Redirect (English)',
  tags: ['reduced-motion'],
  globals: { login: 'loggedIn', locale: 'en_US' },
  parameters: { shop: { seed: 'shopper' } },
  args: { initialPath: `/m/login.php?redirect=${encodeURIComponent('//evil.example')}` },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/^\/m$/), { timeout: 5000 });
    await expect(await within(canvasElement).findByRole('region', { name: 'Recommended for you' }, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * A Chinese tourist is offered WeChat login (the footer's checked link). The tourist had opted out
 * of the automatic WeChat login (its blocking cookie), so the login page stays.
 */
export const PageTouristWechat: Story = {
  globals: { tourist: 'on' },
  beforeEach: blockTouristAutoLogin,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: '微信登录' });
    await expect(link).toHaveAttribute('href', '/m/login.php?type=wechat');
  },
};

/** Sign up and forgot password keep the return address. */
export const PageLinks: Story = {
  name: 'Page Links (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot your password?' }));
    await at(canvasElement, '/m/repass.php?redirect=%2Fm%2Ffavorite.php');
    await userEvent.click(await canvas.findByRole('link', { name: 'Back to sign in' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'Create an account' }));
    await at(canvasElement, '/m/signup.php?redirect=%2Fm%2Ffavorite.php');
  },
};

/**
 * The journey: a guest opens the order confirmation, is sent to login, signs in with the demo
 * account and is back on the order confirmation, which shows the shopper's address.
 */
export const JourneyCheckoutSignIn: Story = {
  name: 'Journey Checkout Sign In (English)',
  globals: { locale: 'en_US' },
  args: { initialPath: '/m/orderconfirm?team_id=50001&quantity=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/login.php?redirect='), { timeout: 5000 });
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }), DEMO_PHONE);
    await userEvent.type(canvas.getByLabelText('Password'), DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/orderconfirm?team_id=50001&quantity=1'), { timeout: 5000 });
    await expect(await canvas.findByText(/พลอย ศิริวรรณ/, {}, { timeout: 5000 })).toBeVisible();
    await sawToast(canvasElement, 'You are signed in.');
  },
};
