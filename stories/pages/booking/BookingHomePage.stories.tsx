import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { scenario, type Scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { closeLiveChatDialog, findLiveChatDialog } from '../../support/liveChatDialog';
import { homeShown } from '../../support/routeSteps';
import { address, at, bookingAnswerWhen, bookingRequestLog, fakeLocation } from './bookingBrowseSupport';

const PATH = '/m/booking';
const RECOMMEND_PATH = '/booking/o/wap/service/recommend';
const NEARBY_PATH = '/booking/o/wap/store/nearby';

/**
 * Booking home through the real route table on the stateful mock backend: a category, a search
 * and a province reload the page from its address (and the backend gets them); the location is
 * asked for only on the button; hostile query values are ignored; a failed and a malformed load
 * show a retry. Guests may browse.
 */
const meta = {
  title: 'Pages/Booking/BookingHomePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** Thai guest: a category narrows the services (the backend gets category_id) and a service opens its page. */
export const PageCategory: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'ทำเล็บ' }, { timeout: 5000 }));
    await at(canvasElement, `${PATH}?category=2`);
    await waitFor(() => expect(canvas.queryByRole('link', { name: /ทรีตเมนต์หน้าใส/ })).toBeNull(), { timeout: 5000 });
    await expect(payloadsTo(RECOMMEND_PATH).at(-1)).toMatchObject({ category_id: '2' });
    await userEvent.click(canvas.getByRole('link', { name: /ทำเล็บเจลพร้อมเพ้นท์ลายดอกไม้/ }));
    await at(canvasElement, '/m/booking/11002');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ทำเล็บเจลพร้อมเพ้นท์ลายดอกไม้' }, { timeout: 5000 })).toBeVisible();
  },
};

/** English: a search and a province; the backend gets the keyword and the province. */
export const PageSearchAndProvince: Story = {
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search services' }, { timeout: 5000 }), 'massage{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Services matching “massage”' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Thai Massage with Herbal Compress/ })).toBeVisible();
    await expect(payloadsTo(RECOMMEND_PATH).at(-1)).toMatchObject({ keyword: 'massage' });
    await userEvent.selectOptions(canvas.getByLabelText('Province'), 'เชียงใหม่');
    await waitFor(() => expect(canvas.queryByText('Glow Studio สยามสแควร์')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('Glow Studio นิมมาน')).toBeVisible();
    await expect(payloadsTo(NEARBY_PATH).at(-1)).toMatchObject({ province: 'เชียงใหม่' });
  },
};

/** The location, asked for only on the button: the backend gets the coordinates. */
export const PageLocation: Story = {
  globals: { locale: 'en_US' },
  beforeEach: (context) => {
    record(context);
    const original = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
    const fake: Pick<Geolocation, 'getCurrentPosition'> = {
      getCurrentPosition: (success) => success({ coords: { latitude: 13.7456, longitude: 100.5341 } } as GeolocationPosition),
    };
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: fake });
    return () => {
      if (original) Object.defineProperty(navigator, 'geolocation', original);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my location' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Showing the stores nearest to you.', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(NEARBY_PATH).at(-1)).toMatchObject({ latitude: '13.74560', longitude: '100.53410' });
  },
};

/** Hostile query values are ignored (nothing is sent for them), the page shows every service. */
export const PageHostileQuery: Story = {
  globals: { locale: 'en_US' },
  args: { initialPath: `${PATH}?category=%3Cscript%3E&q=${'x'.repeat(80)}&province=%00` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Recommended for you' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(RECOMMEND_PATH)[0]).not.toHaveProperty('category_id');
    await expect(payloadsTo(RECOMMEND_PATH)[0]).not.toHaveProperty('keyword');
  },
};

/** No response: spec §8 "Network Error" with a retry. */
export const PageNetworkError: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getRecommendedServices: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A malformed store list: the services stay, the stores show a retry. */
export const PageMalformedStores: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getNearbyStores: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The stores could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** spec §8: a booking answer 302 sends the shopper home. */
export const PageGoesHome: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getBookingCategories: scenario.errcode(302) }) } } },
  play: async ({ canvasElement }) => {
    await at(canvasElement, /\/m$/);
    await homeShown(canvasElement);
  },
};

/** The stores near the shopper's coordinates (the loader's call by province answers as the shop does). */
const byLocation = (chosen: Scenario) => bookingAnswerWhen('getNearbyStores', (query) => query.has('latitude'), chosen);

/** spec §8 booking 20001 on the services: the live-chat dialog with the backend's words; closed, the failed page with its retry. */
export const PageLiveChatOn20001: Story = {
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getRecommendedServices: scenario.errcode(20001, { toast_message: { text: 'Please talk to us before booking.' } }) }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLiveChatDialog(canvasElement, 'Please talk to us before booking.');
    await closeLiveChatDialog(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** spec §8 302 on the stores near the shopper's location: sent home. */
export const PageHomeOnLocate: Story = {
  // Ends on the home page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  beforeEach: () => fakeLocation(),
  parameters: { msw: { handlers: { bookingUser: [byLocation(scenario.errcode(302)), ...bookingUserHandlers()] } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Use my location' }, { timeout: 5000 }));
    await waitFor(() => expect(address(canvasElement).textContent?.trim()).toBe('/m'), { timeout: 5000 });
  },
};

/** The stores near the location get no response: spec §8 "Network Error" is said (not that the location was refused); the province's stores stay. */
export const PageNetworkErrorOnLocate: Story = {
  globals: { locale: 'en_US' },
  beforeEach: () => fakeLocation(),
  parameters: { msw: { handlers: { bookingUser: [byLocation(scenario.offline), ...bookingUserHandlers()] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use my location' }, { timeout: 5000 }));
    await expect(await canvas.findByText('The stores near you could not be loaded: Network Error', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('We could not get your location. Choose a province instead.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Stores near you' })).toBeVisible();
  },
};
