import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getCashCards } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/account/cash_card.php';
const REDEEM_PATH = '/wap/api/user_center/cash_card/redeem';

/**
 * **Cash cards (in the running shop): where a signed-in shopper redeems a gift card code and sees
 * what their cards are worth.**
 *
 * The shopper sees the total on their cash cards, types a code and taps Redeem (the new card joins
 * the list and the total), and sees each card by its last four digits with its balance in baht and
 * the date it is valid until (in the Buddhist calendar in Thai). A shopper who has not logged in
 * never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the cards are on their way, a zero total and an empty list when
 * they have no card, the error state with Try again when the cards could not be loaded, a message
 * at the code when it cannot be a code (nothing is sent), and the shop's message at the code when
 * it refused it (unknown, or already redeemed).
 */
const meta = {
  title: 'Pages/Wallet/CashCardsPage',
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
const redeems = () => sent.filter((request) => request.url.pathname === REDEEM_PATH).map((request) => new URLSearchParams(request.body));

async function redeem(canvasElement: HTMLElement, code: string, label: RegExp, button: string, double = false) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: label }, { timeout: 5000 }), code);
  const submit = canvas.getByRole('button', { name: button });
  await (double ? userEvent.dblClick(submit) : userEvent.click(submit));
}

/** A code typed loosely, Redeem tapped twice: redeemed once; the new card shows and the total is ฿1,000. */
export const PageRedeem: Story = {
  name: 'Page Redeem (English, signed in)',
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

/** A code the shop does not know, in Thai: its message at the field; the list and total stay. */
export const PageUnknownCode: Story = {
  name: 'Page Unknown Code (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, 'NOSUCHCODE1', /^รหัสบัตรเงินสด/, 'แลกรหัส');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^รหัสบัตรเงินสด/ })).toHaveAccessibleDescription(/ไม่พบรหัสบัตรเงินสดนี้/), { timeout: 5000 });
    await expect(canvas.getByRole('group', { name: 'ยอดคงเหลือรวม' })).toHaveTextContent('฿500');
    await expect(redeems()).toHaveLength(1);
  },
};

/** A code already redeemed, in Simplified Chinese: the shop's message. */
export const PageAlreadyRedeemed: Story = {
  name: 'Page Already Redeemed (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, 'KONVY2024GIFT', /^储值卡兑换码/, '兑换');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^储值卡兑换码/ })).toHaveAccessibleDescription(/该储值卡兑换码已被使用/), { timeout: 5000 });
    await expect(canvas.getAllByText(/尾号\d{4}的储值卡/)).toHaveLength(1);
  },
};

/** A code that cannot be one (too short, or hostile): a message at the field; nothing is sent. */
export const PageBadCode: Story = {
  name: 'Page Bad Code (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await redeem(canvasElement, '<script>', /^Cash card code/, 'Redeem');
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAccessibleDescription(/6 to 24 letters and digits/);
    await expect(redeems()).toHaveLength(0);
  },
};

/** A new account: no cards and a zero total; a redeemed code fills the list. */
export const PageNewShopper: Story = {
  name: 'Page New Shopper (English, signed in)',
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

/** The cards could not be loaded: Try again loads them. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (English, signed in)',
  tags: ['error-state'],
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

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
