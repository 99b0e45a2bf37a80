import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerCashbackView } from '../../../src/pages/blogger/BloggerCashback/BloggerCashbackView';
import { LINES, LONG_THAI, playErrorWithRetry, WITHDRAWALS } from './bloggerStoryData';
import { storyText } from '../../support/storyText';

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
  title: 'Pages/Blogger/BloggerCashbackView',
  component: BloggerCashbackView,
  globals: { login: 'loggedIn' },
  args: { status: 'ready', totals: { total: 1250, withdrawn: 800, available: 450 }, lines: LINES, withdrawals: WITHDRAWALS, onProgramme: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BloggerCashbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the cashback is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('blogger:cashback.title') })).toBeVisible();
  },
};

/** The cashback could not be loaded: the blogger can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** No cashback yet: the page says how it is earned and leads to the programme page. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { totals: { total: 0, withdrawn: 0, available: 0 }, lines: [], withdrawals: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About the programme' }));
    await expect(args.onProgramme).toHaveBeenCalledTimes(1);
  },
};

/** A blogger with cashback: the totals, the cashback by post and product, the withdrawals. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('฿1,250')).toBeVisible();
    await expect(canvas.getByText('+฿500')).toBeVisible();
    await expect(canvas.getByText(text('blogger:cashback.withdrawals.status.pending'))).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cashback by post and product' })).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
  },
};

/** In Simplified Chinese, before any withdrawal. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { withdrawals: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('可提现')).toBeVisible();
    await expect(canvas.getByText('暂无提现记录。')).toBeVisible();
  },
};

/** Long Thai post names and large amounts wrap without pushing the page sideways. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { lines: LINES.map((line) => ({ ...line, post: LONG_THAI, amount: 123456 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('+฿123,456')).toHaveLength(3);
  } };
