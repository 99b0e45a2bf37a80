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
  title: 'Pages/Booking/BookingHomePage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** A guest in Thai: a category narrows the services, and a service opens its page. */
export const PageCategory: Story = {
  name: 'Page Category (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
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

/** In English: a search and a province narrow what is shown. */
export const PageSearchAndProvince: Story = {
  name: 'Page Search And Province (English)',
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

/** Use my location: the stores nearest the shopper. */
export const PageLocation: Story = {
  name: 'Page Location (English)',
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

/** A link with nonsense in it: the page ignores it and shows every service. */
export const PageHostileQuery: Story = {
  name: 'Page Hostile Query (English)',
  tags: ['test-only'],
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

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getRecommendedServices: scenario.offline }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The stores cannot be read: the services stay, the stores offer Try again. */
export const PageMalformedStores: Story = {
  name: 'Page Malformed Stores (English)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getNearbyStores: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The stores could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
  },
};

/** The shop turns the booking away: the shopper is taken to the home page. */
export const PageGoesHome: Story = {
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getBookingCategories: scenario.errcode(302) }) } } },
  play: async ({ canvasElement }) => {
    await at(canvasElement, /\/m$/);
    await homeShown(canvasElement);
  },
};

/** The stores near the shopper's coordinates (the loader's call by province answers as the shop does). */
const byLocation = (chosen: Scenario) => bookingAnswerWhen('getNearbyStores', (query) => query.has('latitude'), chosen);

/** The shop needs to check the account: the dialog offers live chat; closed, the page offers Try again. */
export const PageLiveChatOn20001: Story = {
  name: 'Page Live Chat On 20001 (English)',
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

/** The shop turns the stores near the shopper away: the shopper is taken to the home page. */
export const PageHomeOnLocate: Story = {
  name: 'Page Home On Locate (English)',
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

/**
 * No connection for the stores near the shopper: the message says so (not that the location was
 * refused); the province's stores stay.
 */
export const PageNetworkErrorOnLocate: Story = {
  name: 'Page Network Error On Locate (English)',
  tags: ['error-state'],
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
