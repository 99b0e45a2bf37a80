import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { ACCOUNT_IDS } from '../../../mocks/shop/seedNames';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { getCredit } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/account/my_credit.php';
const CREDIT_PATH = '/wap/api/user_center/credit';

/**
 * **My credit (in the running shop): where a signed-in shopper sees their store credit and where it
 * came from.**
 *
 * The balance in baht, then its history: money in (refunds paid as credit) and money out (credit
 * used on orders), with dates in the Buddhist calendar in Thai; more loads as the shopper scrolls.
 * A shopper who has not logged in never sees this page: they are asked to log in first and come
 * back here after.
 *
 * They see the loading state while the credit is on its way, a zero balance with an empty history
 * on a new account, the error state with Try again when the credit could not be loaded, and Try
 * again at the end of the history when more could not be.
 */
const meta = {
  title: 'Pages/Wallet/MyCreditPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];

/** 30 more lines on the demo shopper's credit (two pages of history in all), newest first. */
function longHistory(): void {
  const credit = sharedShop.state.shopping.credit[String(ACCOUNT_IDS.shopper)];
  if (!credit) throw new Error('the shopper seed holds credit');
  for (let day = 1; day <= 30; day += 1) {
    const used = day % 3 === 0;
    credit.ledger.unshift({
      id: 100 + day,
      kind: used ? 'order_spent' : 'refund_credit',
      change: used ? -25 : 40,
      created_at: `2025-01-${String(day).padStart(2, '0')} 10:00:00`,
      order_id: null,
    });
  }
}

/** In Thai: ฿120 of credit from one refund. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'เครดิตคงเหลือ' }, { timeout: 5000 })).toHaveTextContent('฿120');
    await expect(canvas.getByText('คืนเงินเป็นเครดิต')).toBeVisible();
    await expect(canvas.getByText('ได้รับ ฿120')).toBeInTheDocument();
  },
};

/** A long history in English: the first 20 lines, then the rest as the shopper scrolls to the end. */
export const PageLongHistory: Story = {
  name: 'Page Long History (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: (context) => {
    longHistory();
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Credit balance' }, { timeout: 5000 })).toHaveTextContent('฿670');
    const history = canvas.getByRole('region', { name: 'Credit history' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(20);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect(await canvas.findByText("You've seen everything", {}, { timeout: 5000 })).toBeVisible();
    await expect(within(history).getAllByRole('listitem')).toHaveLength(31);
    const pages = sent.filter((request) => request.url.pathname === CREDIT_PATH).map((request) => request.url.searchParams.get('page'));
    await expect(pages).toEqual(['1', '2']);
    window.scrollTo(0, 0);
  },
};

/** A new account: no credit and an empty history. */
export const PageNewShopper: Story = {
  name: 'Page New Shopper (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'newShopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No credit history yet' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Credit balance' })).toHaveTextContent('฿0');
  },
};

const creditCalls = answersInTurn(getCredit.meta, userCenterMocks.getCredit, [scenario.serverError, scenario.ok]);

/** The credit could not be loaded, in Simplified Chinese: Try again loads it. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [creditCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => creditCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('group', { name: '余额' }, { timeout: 5000 })).toHaveTextContent('฿120');
    await expect(creditCalls.calls()).toBe(2);
  },
};

/** Test only: credit the shop sent garbled shows a clear message with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getCredit: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your credit could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
