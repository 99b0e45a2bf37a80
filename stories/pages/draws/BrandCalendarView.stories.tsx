import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { BrandCalendarView } from '../../../src/pages/draws/BrandCalendar/BrandCalendarView';
import { monthLabel } from '../../../src/pages/draws/BrandCalendar/calendarMonth';
import { storyLocale, storyText } from '../../support/storyText';
import { calendar, longThaiDraw } from './drawStoryData';

/**
 * **Brand calendar: where a shopper sees which brands run campaigns in a month, and follows the
 * brands they like.**
 *
 * The shopper sees the month's brand campaigns with their dates (the month in the Buddhist calendar
 * in Thai), moves to the month before or after, opens a brand's page from its campaign and follows
 * a brand. Anyone may look; a shopper who has not logged in is asked to log in when they tap
 * Follow, and comes back to the calendar after.
 *
 * They see the loading state while the month is on its way, No campaigns this month when a month is
 * empty, the error state with Try again when the calendar could not be loaded, and a note when the
 * month in a link could not be read (this month is shown instead).
 */
const meta = {
  title: 'Pages/Draws/BrandCalendarView',
  component: BrandCalendarView,
  args: { state: { status: 'ready', calendar }, onMonth: fn(), onOpenBrand: fn(), onFollow: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BrandCalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the month is on its way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('draws:calendar.title'),
};

/** The calendar could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The brand calendar could not be loaded'),
};

/** A month without campaigns: the shopper can try another month. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar: { month: '2025-05', list: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No campaigns this month' })).toBeVisible();
  },
};

/** A month as the story's language writes it (in Thai, in the Buddhist calendar): the campaigns, Follow, and the months around it. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const locale = storyLocale(context.globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: monthLabel('2025-03', locale) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('draws:calendar.follow', { brand: 'Lotus Dew' }) }));
    await expect(args.onFollow).toHaveBeenCalledWith('102', true);
    await expect(canvas.getByRole('button', { name: text('draws:calendar.following', { brand: 'Andaman Sun Care' }) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: text('draws:calendar.previous', { month: monthLabel('2025-02', locale) }) }));
    await expect(args.onMonth).toHaveBeenCalledWith('2025-02');
  },
};

/** A shopper who has not logged in: Follow asks them to log in. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to follow Lotus Dew' })).toBeVisible();
  },
};

/** A link with a month that could not be read: a note says so, and this month is shown. */
export const BadMonth: Story = {
  name: 'Bad Month (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar, badMonth: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('That month could not be read, so this month is shown.')).toBeVisible();
  },
};

/** Long Thai campaign names wrap without hiding the buttons. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', calendar: { month: '2025-03', list: calendar.list.map((event) => ({ ...event, title: longThaiDraw.title })) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3, name: longThaiDraw.title })).toHaveLength(2);
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'March 2025' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Visit Lotus Dew' }));
    await expect(args.onOpenBrand).toHaveBeenCalledWith('/m/brand/lotus-dew');
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '2025年3月' })).toBeVisible();
  },
};
