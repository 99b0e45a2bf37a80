import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address, playGuestSentToSignIn } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_cashback';

/**
 * The cashback through the real route table on the stateful mock backend: the approved blogger's
 * totals, lines and withdrawals; someone with none (the demo shopper, under review); a malformed
 * answer with retry; a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Blogger/BloggerCashbackPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'tourist' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tourist blogger, in English: totals in THB, the lines, the withdrawals. */
export const PageCashback: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('฿1,250', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('฿800')).toBeVisible();
    await expect(canvas.getByText('A light sunscreen for oily skin')).toBeVisible();
    await expect(canvas.getByText('Processing')).toBeVisible();
  },
};

/** No cashback (the demo shopper), in Thai: the empty state leads to the programme page. */
export const PageEmpty: Story = {
  globals: { login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เกี่ยวกับโครงการ' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(/\/m\/blogger$/), { timeout: 5000 });
  },
};

/** A malformed answer, in Chinese: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerCashback: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
