import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ServiceDetailView } from '../../../src/pages/booking/ServiceDetail/ServiceDetailView';
import { LONG_SERVICE, SERVICE_DETAIL, STORES } from './bookingStoryData';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * **A beauty service: what a shopper reads before booking it.**
 *
 * Its picture and description, how long it takes, its price and the deposit paid now (the rest is
 * paid at the store), the stores that offer it and the reviews, which can be translated into the
 * shopper's language and shown in the original again. Book leads to the store's booking page (or to
 * the list of stores when there are several). Anyone can read it; booking asks a shopper who has
 * not logged in to log in. When the shop needs to check the shopper's account it says so in a
 * dialog that offers live chat or the account centre.
 *
 * They see the loading state, the error state with Try again when the service could not be loaded,
 * Not bookable now when no store offers it, and the page-not-found page for a service the shop does
 * not offer.
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ServiceDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the service is on its way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('bookingBrowse:service.title') })).toBeVisible();
  },
};

/** The service could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The prices in baht, a store opens its booking page, a review in another language (in Thai, the Chinese one) can be translated. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/฿298/)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Glow Studio นิมมาน/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/11001/S-2');
    // The first review not in the shopper's language (in Thai the Chinese one) can be translated.
    const foreign = SERVICE_DETAIL.reviews?.find((review) => review.lang !== storyLocale(context.globals));
    if (!foreign) throw new Error('every review is in the story\'s language');
    await userEvent.click(within(canvas.getByRole('article', { name: foreign.nickname })).getByRole('button', { name: text('commerce:reviewCard.translate') }));
    await expect(args.onTranslate).toHaveBeenCalledWith(foreign.id);
  },
};

/** In English, a review translated; with one store, Book goes straight to it. */
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

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '选择门店' })).toBeVisible();
    await expect(canvas.getByText('到店支付')).toBeVisible();
  },
};

/** No store offers the service now and nobody has reviewed it: it cannot be booked. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', service: { ...SERVICE_DETAIL, status: 'offline', stores: [], reviews: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No store offers this service right now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Not bookable now' })).toBeDisabled();
  },
};

/** Long Thai texts wrap without hiding Book. */
export const LongThaiText: Story = {
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', service: { ...SERVICE_DETAIL, ...LONG_SERVICE, description: 'รายละเอียด '.repeat(40) } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: LONG_SERVICE.name })).toBeVisible();
  },
};
