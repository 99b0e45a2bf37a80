import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingHomeView } from '../../../src/pages/booking/BookingHome/BookingHomeView';
import { CATEGORIES, LONG_SERVICE, SERVICES, STORES } from './bookingStoryData';
import { storyText } from '../../support/storyText';

/**
 * **Book a beauty service: where a shopper starts looking for a facial, nails, a spa and the
 * like.**
 *
 * They search, narrow the services by category, see the recommended services and the stores near
 * them (after tapping Use my location) or in the province they choose, and open a service to book
 * it. Anyone can browse, logged in or not. When the shop needs to check the shopper's account it
 * says so in a dialog that offers live chat or the account centre.
 *
 * They see the loading state while the services are on their way, a message when no service
 * matches, the error state with Try again when the page could not be loaded (no connection), Try
 * again on the stores alone when only they failed, and a message under the button when their
 * location could not be used.
 */
const meta = {
  title: 'Pages/Booking/BookingHomeView',
  component: BookingHomeView,
  args: {
    state: { status: 'ready', categories: CATEGORIES, services: SERVICES, stores: STORES },
    category: null,
    keyword: null,
    province: null,
    onSearch: fn(),
    onCategory: fn(),
    onProvince: fn(),
    onUseLocation: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BookingHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the services are on their way. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('bookingBrowse:home.title') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text('bookingBrowse:home.useLocation') })).toBeNull();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error', message: 'Network Error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, everything there: categories, recommended services, stores, the location button, a province and the search. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ทำเล็บ' }));
    await expect(args.onCategory).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('link', { name: /ทำเล็บเจลพร้อมสปามือ/ }));
    await expect(args.onOpen).toHaveBeenCalledWith('/m/booking/11002');
    await userEvent.click(canvas.getByRole('button', { name: text('bookingBrowse:home.useLocation') }));
    await expect(args.onUseLocation).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(canvas.getByLabelText(text('bookingBrowse:home.province')), 'เชียงใหม่');
    await expect(args.onProvince).toHaveBeenCalledWith('เชียงใหม่');
    await userEvent.type(canvas.getByRole('searchbox', { name: text('bookingBrowse:home.search') }), 'สปา{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('สปา');
  },
};

/** A search with nothing to match in the province chosen: the page suggests another word or category. */
export const Empty: Story = {
  name: 'Empty (English)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', categories: CATEGORIES, services: [], stores: [] }, keyword: 'botox', province: 'ภูเก็ต' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No services found' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No stores in this province yet' })).toBeVisible();
  },
};

/** Long Thai service names wrap; the location could not be used, so the shopper chooses a province. */
export const LongThaiText: Story = {
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { state: { status: 'ready', categories: CATEGORIES, services: [LONG_SERVICE, ...SERVICES], stores: STORES }, location: 'denied' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/ไม่สามารถระบุตำแหน่งของคุณได้/)).toBeVisible();
  },
};

/** In English, a category chosen and the stores nearest the shopper. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { location: 'located', category: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await expect(canvas.getByText('Showing the stores nearest to you.')).toBeVisible();
  },
};

/** In Simplified Chinese, after a search; the stores could not be loaded and offer Try again. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { keyword: 'สปา', state: { status: 'ready', categories: CATEGORIES, services: SERVICES, stores: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '与“สปา”相关的服务' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '门店加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Thai, the stores near the shopper could not be loaded: a message under the button; the province's stores stay. */
export const LocationFailed: Story = {
  tags: ['error-state'],
  args: { location: 'failed', locationFailure: 'Network Error' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('bookingBrowse:home.nearbyFailed', { reason: 'Network Error' }));
    await expect(canvas.getByRole('button', { name: text('bookingBrowse:home.useLocation') })).toBeEnabled();
  },
};
