import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { LuckyDrawsView } from '../../../src/pages/draws/LuckyDraws/LuckyDrawsView';
import { drawList, frozenNow, longThaiDraw } from './drawStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Lucky draws: where a shopper finds every prize draw of the shop.**
 *
 * The draws are grouped as running, upcoming and ended, each with its prize and a countdown; a draw
 * opens from its card, and My draws opens the shopper's own entries.
 *
 * They see the loading state while the draws are on their way, No lucky draws right now when there
 * are none, and the error state with Try again when the draws could not be loaded.
 */
const meta = {
  title: 'Pages/Draws/LuckyDrawsView',
  component: LuckyDrawsView,
  args: { state: { status: 'ready', draws: drawList, now: frozenNow }, onOpenDraw: fn(), onOpenMyDraws: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof LuckyDrawsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the draws are on their way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('draws:list.title'),
};

/** The draws could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The lucky draws could not be loaded'),
};

/** No draws right now: new ones appear here. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', draws: [], now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No lucky draws right now' })).toBeVisible();
  },
};

/** Running, upcoming and ended draws, the running one counting down to its end. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: text('draws:phase.running') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text('draws:phase.upcoming') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text('draws:phase.ended') })).toBeVisible();
    const serum = canvas.getByRole('article', { name: 'Win a full-size turmeric serum' });
    await expect(within(serum).getByRole('timer', { name: text('draws:countdown.endsIn') })).toBeInTheDocument();
    await userEvent.click(within(serum).getByRole('button', { name: text('draws:list.enter') }));
    await expect(args.onOpenDraw).toHaveBeenCalledWith('LD-101');
    await userEvent.click(canvas.getByRole('button', { name: text('draws:list.myDraws') }));
    await expect(args.onOpenMyDraws).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai names wrap without hiding the buttons. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', draws: [longThaiDraw], now: frozenNow } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: longThaiDraw.title })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const upcoming = canvas.getByRole('article', { name: 'Summer sun-care set draw' });
    await expect(within(upcoming).getByRole('timer', { name: 'Starts in' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('article', { name: 'Valentine’s points draw' })).getByText('Entered')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '幸运抽奖' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '进行中' })).toBeVisible();
  },
};
