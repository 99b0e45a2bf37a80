import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { MyDrawsView } from '../../../src/pages/draws/MyDraws/MyDrawsView';
import { longThaiDraw, lostEntry, wonEntry } from './drawStoryData';
import { storyText } from '../../support/storyText';

/**
 * **My draws: where a signed-in shopper sees the lucky draws they entered and what they won.**
 *
 * Each entry shows when it was entered and its result: the prize won, or Not this time with the
 * consolation coupon and the way to the coupons; each opens its draw. A shopper who has not logged
 * in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the entries are on their way, No entries yet with See lucky
 * draws on a new account, and the error state with Try again when the entries could not be loaded.
 */
const meta = {
  title: 'Pages/Draws/MyDrawsView',
  component: MyDrawsView,
  globals: { login: 'loggedIn' },
  args: { state: { status: 'ready', entries: [lostEntry, wonEntry] }, onOpenDraw: fn(), onOpenCoupons: fn(), onOpenList: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MyDrawsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the entries are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: playLoading('draws:mine.title'),
};

/** The entries could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('Your draws could not be loaded'),
};

/** No entries yet: See lucky draws leads to the draws. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', entries: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No entries yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See lucky draws' }));
    await expect(args.onOpenList).toHaveBeenCalledTimes(1);
  },
};

/** An entry not won with its consolation coupon, then one won. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    const lost = canvas.getByRole('article', { name: lostEntry.title });
    await expect(within(lost).getByText(text('draws:outcome.lost'))).toBeVisible();
    await userEvent.click(within(lost).getByRole('button', { name: text('draws:outcome.openCoupons') }));
    await expect(args.onOpenCoupons).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvas.getByRole('article', { name: wonEntry.title })).getByRole('button', { name: text('draws:mine.openDraw') }));
    await expect(args.onOpenDraw).toHaveBeenCalledWith('LD-100');
  },
};

/** Long Thai names wrap without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', entries: [{ ...lostEntry, title: longThaiDraw.title }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: longThaiDraw.title })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You won: 300 points')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '我的抽奖' })).toBeVisible();
    await expect(within(canvasElement).getByText('很遗憾，未中奖')).toBeVisible();
  },
};
