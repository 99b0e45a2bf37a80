import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getCashCards } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/account/cash_card.php';
const REDEEM_PATH = '/wap/api/user_center/cash_card/redeem';

/**
 * Cash cards through the real route table on the stateful mock backend: redeeming a code (sent
 * once, the card joins the list and the total), an unknown and an already redeemed code with the
 * backend's messages, a code of the wrong shape (nothing sent), a new account's empty list, a
 * failed load with retry, and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Wallet/CashCardsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const redeems = () => sent.filter((request) => request.url.pathname === REDEEM_PATH).map((request) => new URLSearchParams(request.body));

async function redeem(canvasElement: HTMLElement, code: string, label: RegExp, button: string, double = false) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: label }, { timeout: 5000 }), code);
  const submit = canvas.getByRole('button', { name: button });
  await (double ? userEvent.dblClick(submit) : userEvent.click(submit));
}

/** A code typed loosely, Redeem pressed twice: one request with the code as printed; the new card and a ฿1,000 total. */
export const PageRedeem: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Total balance' }, { timeout: 5000 })).toHaveTextContent('฿500');
    await redeem(canvasElement, 'glow-500 gift', /^Cash card code/, 'Redeem', true);
    await expect(await canvas.findByText('Cash card •••• 5001', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Total balance' })).toHaveTextContent('฿1,000');
    await expect(await canvas.findByText('฿500 has been added to your cash cards')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveValue('');
    await expect(redeems()).toHaveLength(1);
    await expect(redeems()[0]?.get('code')).toBe('GLOW500GIFT');
  },
};

/** An unknown code (in Thai): the backend's message at the field; the list and total unchanged. */
export const PageUnknownCode: Story = {
  globals: { login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, 'NOSUCHCODE1', /^รหัสบัตรเงินสด/, 'แลกรหัส');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^รหัสบัตรเงินสด/ })).toHaveAccessibleDescription(/ไม่พบรหัสบัตรเงินสดนี้/), { timeout: 5000 });
    await expect(canvas.getByRole('group', { name: 'ยอดคงเหลือรวม' })).toHaveTextContent('฿500');
    await expect(redeems()).toHaveLength(1);
  },
};

/** A code redeemed before (the demo shopper's own card, in Chinese): the backend's message. */
export const PageAlreadyRedeemed: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, 'KONVY2024GIFT', /^储值卡兑换码/, '兑换');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^储值卡兑换码/ })).toHaveAccessibleDescription(/该储值卡兑换码已被使用/), { timeout: 5000 });
    await expect(canvas.getAllByText(/尾号\d{4}的储值卡/)).toHaveLength(1);
  },
};

/** A hostile or too short code: the shape's message; nothing is sent. */
export const PageBadCode: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, '<script>', /^Cash card code/, 'Redeem');
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAccessibleDescription(/6 to 24 letters and digits/);
    await expect(redeems()).toHaveLength(0);
  },
};

/** A new account: no cash cards, a zero total; a code redeemed there fills the list. */
export const PageNewShopper: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No cash cards yet' }, { timeout: 5000 })).toBeVisible();
    await redeem(canvasElement, 'BEAUTY1000', /^Cash card code/, 'Redeem');
    await expect(await canvas.findByText('Cash card •••• 1000', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Total balance' })).toHaveTextContent('฿1,000');
    await expect(canvas.queryByRole('heading', { name: 'No cash cards yet' })).toBeNull();
  },
};

const listCalls = answersInTurn(getCashCards.meta, userCenterMocks.getCashCards, [scenario.serverError, scenario.ok]);

/** The first load fails: the error with a retry; Try again loads the cards. */
export const PageErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [listCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => listCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('group', { name: 'Total balance' }, { timeout: 5000 })).toHaveTextContent('฿500');
    await expect(listCalls.calls()).toBe(2);
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
