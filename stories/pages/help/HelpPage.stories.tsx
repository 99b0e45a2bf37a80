import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getHelpTopics } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/account/help.php';
const CHAT_ID_PATH = '/wap/api/user_center/chat_id';

/**
 * **Help centre (in the running shop): where a shopper gets answers, from the common questions or
 * from a person.**
 *
 * Live chat comes first: a signed-in shopper starts a chat with the shop's beauty advisers (with
 * the hours they answer); a shopper who has not logged in is asked to log in and comes back to
 * start it; a visitor from China gets the shop's WeChat chat instead. Then the common questions,
 * which the shopper can search and open one by one, and links to send feedback, to their product
 * questions and to rate the shop.
 *
 * They see the loading state while the questions are on their way, the error state with Try again
 * when they could not be loaded, No topics match when a search finds nothing (with a pointer to
 * live chat), a message when live chat could not be started or is not available now, and Try again
 * when the shop could not check whether they are signed in.
 */
const meta = {
  title: 'Pages/Help/HelpPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const chatIdSaves = () => sent.filter((request) => request.url.pathname === CHAT_ID_PATH).map((request) => new URLSearchParams(request.body));

/** A signed-in shopper in Thai: questions searched and one opened; the chat hours. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'ค้นหาหัวข้อช่วยเหลือ' }, { timeout: 5000 }), 'เงินคืน');
    await expect(canvas.getByText('พบ 1 หัวข้อ')).toBeVisible();
    await userEvent.click(canvas.getByText('จะได้รับเงินคืนเมื่อไร'));
    await expect(canvas.getByText(/เงินจะคืนเข้าช่องทางเดิมภายใน 3–7 วันทำการ/)).toBeVisible();
    await expect(canvas.getByText('ผู้เชี่ยวชาญตอบแชททุกวัน 09:00–21:00 น.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'เริ่มแชทสด' })).toBeEnabled();
  },
};

/** The UUID the browser hands out during a story (the screenshot shows the chat id): fixed, then restored. */
const FIXED_UUID = '5f0c2a4e-8b1d-4c3a-9e7f-2d6b8a1c0e94';
function fixedUuid(): () => void {
  const original = crypto.randomUUID.bind(crypto);
  crypto.randomUUID = () => FIXED_UUID;
  return () => {
    crypto.randomUUID = original;
  };
}

/** Test only: a shopper chatting for the first time taps Start twice: the chat opens once. */
export const PageStartsChatOnce: Story = {
  name: 'Page Starts Chat Once (English, signed in)',
  tags: ['test-only'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  beforeEach: (context) => {
    record(context);
    return fixedUuid();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('button', { name: 'Start live chat' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/webview/event?chat=live&chat_id=web-${FIXED_UUID}`), { timeout: 5000 });
    await expect(chatIdSaves()).toHaveLength(1);
    await expect(chatIdSaves()[0]?.get('chat_id')).toBe(`web-${FIXED_UUID}`);
  },
};

/** A shopper who has chatted before: the chat opens straight away. */
export const PageChatWithSavedId: Story = {
  name: 'Page Chat With Saved Id (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start live chat' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/webview/event?chat=live&chat_id=chat-900101'), { timeout: 5000 });
    await expect(chatIdSaves()).toHaveLength(0);
  },
};

/** The chat could not be started: the reason, and the button works again. */
export const PageChatFails: Story = {
  name: 'Page Chat Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' }, msw: { handlers: { userCenter: userCenterHandlers({ saveChatId: scenario.errcode(1) }) } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start live chat' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Sorry, that did not work (code 1).', {}, { timeout: 5000 })).toBeVisible();
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await expect(canvas.getByRole('button', { name: 'Start live chat' })).toBeEnabled();
    await expect(chatIdSaves()).toHaveLength(1);
  },
};

/** A shopper who has not logged in is asked to log in for live chat, and comes back to start it. */
export const PageGuestSignsIn: Story = {
  name: 'Page Guest Signs In (English)',
  globals: { locale: 'en_US' },
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('How do I track my order?', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start live chat' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in to chat with us' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Phone number or e-mail' }, { timeout: 5000 }), '0812345678');
    await userEvent.type(canvas.getByLabelText('Password'), 'beauty123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(PATH), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'Start live chat' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** A visitor from China gets the shop's WeChat chat. */
export const PageTourist: Story = {
  name: 'Page Tourist (signed in)',
  globals: { tourist: 'on', login: 'loggedIn' },
  parameters: { shop: { seed: 'tourist' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wechat = await canvas.findByRole('link', { name: '通过微信联系客服' }, { timeout: 5000 });
    await expect(wechat).toHaveAttribute('href', '/m/webview/event?chat=wechat');
    await expect(canvas.queryByRole('button', { name: '开始在线咨询' })).toBeNull();
    await expect(await canvas.findByText('如何查询订单物流？')).toBeVisible();
    await expect(canvas.getByText('来自中国的游客？我们的中文团队在微信上为您解答。')).toBeVisible();
  },
};

const failingTopics = answersInTurn(getHelpTopics.meta, userCenterMocks.getHelpTopics, [scenario.serverError, scenario.ok]);

/** The questions could not be loaded: Try again loads them, and live chat with them. */
export const PageTopicsFailThenRetry: Story = {
  name: 'Page Topics Fail Then Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [failingTopics.handler, ...userCenterHandlers()] } } },
  beforeEach: () => failingTopics.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Help topics could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Live chat is not available right now. Please try again later, or send us feedback.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('How do I track my order?', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start live chat' })).toBeEnabled();
    await expect(failingTopics.calls()).toBe(2);
  },
};

/** Test only: questions the shop sent garbled show a clear message, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ getHelpTopics: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Help topics could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  },
};
