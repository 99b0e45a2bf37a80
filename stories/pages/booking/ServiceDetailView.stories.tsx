import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceDetailView } from '../../../src/pages/booking/ServiceDetail/ServiceDetailView';
import { LONG_SERVICE, SERVICE_DETAIL, STORES } from './bookingStoryData';

/**
 * A service's page, /m/booking/{sign} (route name booking-sign): picture, description, duration,
 * price and deposit in THB, the stores offering it, reviews with translation, Book.
 */
const meta = {
  title: 'Pages/Booking/ServiceDetailView',
  component: ServiceDetailView,
  args: {
    state: { status: 'ready', service: SERVICE_DETAIL },
    onTranslate: fn(),
    onShowOriginal: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ServiceDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'บริการ' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Thai: the prices in baht, a store opens the booking there, the Chinese review can be translated. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/฿298/)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Glow Studio นิมมาน/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/11001/S-2');
    await userEvent.click(canvas.getByRole('button', { name: /แปล/ }));
    await expect(args.onTranslate).toHaveBeenCalledWith('R-1');
  },
};

/** Translated review, English; the Book button with one store goes to it. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: {
    state: { status: 'ready', service: { ...SERVICE_DETAIL, stores: STORES.slice(0, 1) } },
    translations: { 'R-1': { status: 'done', text: 'Lovely staff and a very relaxing massage.' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Lovely staff and a very relaxing massage.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/11001/S-1');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '选择门店' })).toBeVisible();
    await expect(canvas.getByText('到店支付')).toBeVisible();
  },
};

/** No store and no review (an offline service): Book is off. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', service: { ...SERVICE_DETAIL, status: 'offline', stores: [], reviews: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No store offers this service right now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not bookable now' })).toBeDisabled();
  },
};

export const LongThaiText: Story = {
  args: { state: { status: 'ready', service: { ...SERVICE_DETAIL, ...LONG_SERVICE, description: 'รายละเอียด '.repeat(40) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: LONG_SERVICE.name })).toBeVisible();
  },
};
