import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_cashback';

/**
 * **My cashback: what an approved blogger has earned from the sales made through their links.**
 *
 * At the top, the total earned, what has been withdrawn and what is available to withdraw, in baht;
 * then the cashback post by post and product, and the withdrawals with where each stands
 * (processing, paid or failed). A shopper who has not logged in never sees this page: they are
 * asked to log in first and come back here after.
 *
 * They see the loading state while the cashback is on its way, an empty page (no cashback yet) that
 * leads to the programme page, and the error state with Try again when it could not be loaded.
 */
const meta = {
  title: 'Pages/Blogger/BloggerCashbackPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'tourist' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An approved blogger, in English: the totals in baht, the cashback lines, the withdrawals. */
export const PageCashback: Story = {
  name: 'Page Cashback (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('฿1,250', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('฿800')).toBeVisible();
    await expect(canvas.getByText('A light sunscreen for oily skin')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
  },
};

/** A shopper with no cashback, in Thai: the empty page leads to the programme page. */
export const PageEmpty: Story = {
  name: 'Page Empty (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เกี่ยวกับโครงการ' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/\/m\/blogger$/), { timeout: 5000 });
  },
};

/** The shop's answer cannot be read, in Chinese: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Chinese, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerCashback: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
