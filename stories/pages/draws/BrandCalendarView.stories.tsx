import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playErrorWithRetry, playLoading } from './drawPageSupport';
import { BrandCalendarView } from '../../../src/pages/draws/BrandCalendar/BrandCalendarView';
import { calendar, longThaiDraw } from './drawStoryData';

/** The brands' campaign calendar, /m/brand_calendar (spec §2): a month (Buddhist era in Thai), the months around it, following a brand. */
const meta = {
  title: 'Pages/Draws/BrandCalendarView',
  component: BrandCalendarView,
  args: { state: { status: 'ready', calendar }, onMonth: fn(), onOpenBrand: fn(), onFollow: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BrandCalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: playLoading('ปฏิทินแบรนด์'),
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: playErrorWithRetry('The brand calendar could not be loaded'),
};

export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar: { month: '2025-05', list: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No campaigns this month' })).toBeVisible();
  },
};

/** Thai: March 2568 (Buddhist era); follow a brand; the month before. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'มีนาคม 2568' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ติดตาม Lotus Dew' }));
    await expect(args.onFollow).toHaveBeenCalledWith('102', true);
    await expect(canvas.getByRole('button', { name: 'กำลังติดตาม Andaman Sun Care' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'ก่อนหน้า: กุมภาพันธ์ 2568' }));
    await expect(args.onMonth).toHaveBeenCalledWith('2025-02');
  },
};

export const Guest: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar, guest: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in to follow Lotus Dew' })).toBeVisible();
  },
};

/** A month in the address that could not be read: said so, this month shown. */
export const BadMonth: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', calendar, badMonth: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('That month could not be read, so this month is shown.')).toBeVisible();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', calendar: { month: '2025-03', list: calendar.list.map((event) => ({ ...event, title: longThaiDraw.title })) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3, name: longThaiDraw.title })).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'March 2025' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Visit Lotus Dew' }));
    await expect(args.onOpenBrand).toHaveBeenCalledWith('/m/brand/lotus-dew');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: '2025年3月' })).toBeVisible();
  },
};
