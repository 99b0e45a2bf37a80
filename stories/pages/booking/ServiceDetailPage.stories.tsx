import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bookingUserHandlers } from '../../../mocks/handlers';
import { bookingUserMocks } from '../../../mocks/handlers/bookingUser';
import { scenario } from '../../../mocks/scenarios';
import { sharedShop } from '../../../mocks/shop/sharedShop';
import { getReservationServiceDetail } from '../../../src/api/endpoints/bookingUser';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { closeLiveChatDialog, findLiveChatDialog } from '../../support/liveChatDialog';
import { address, at, bookingRequestLog } from './bookingBrowseSupport';

const PATH = '/m/booking/11001';
const TRANSLATE_PATH = '/booking/o/wap/review/translation';

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
  title: 'Pages/Booking/ServiceDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In English: a Chinese review translated (once, however often Translate is tapped); a store opens its booking page. */
export const PageTranslateAndChooseStore: Story = {
  name: 'Page Translate And Choose Store (English)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thai Herbal Glow Facial, 60 min' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getAllByText('฿298')[0]).toBeVisible();
    const translate = canvas.getAllByRole('button', { name: /Translate/ })[0];
    if (!translate) throw new Error('no Translate button');
    await userEvent.click(translate);
    await expect(await canvas.findByText('Lovely staff and a very relaxing massage.', {}, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(TRANSLATE_PATH)).toEqual([{ id: 'R-1', lang: 'en_US' }]);
    await userEvent.click(canvas.getByRole('link', { name: /Glow Studio นิมมาน/ }));
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent('/m/booking/11001/S-2')}`);
  },
};

/** A service the shop does not offer: the page-not-found page. */
export const PageUnknownService: Story = {
  name: 'Page Unknown Service (Thai)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/booking/99999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The shop's answer cannot be read: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationServiceDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const offlineThenOk = answersInTurn(getReservationServiceDetail.meta, bookingUserMocks.getReservationServiceDetail, [scenario.offline, scenario.ok]);

/** No connection: the page says so, and Try again brings the service. */
export const PageNetworkError: Story = {
  name: 'Page Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: [offlineThenOk.handler, ...bookingUserHandlers()] } } },
  beforeEach: () => offlineThenOk.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thai Herbal Glow Facial, 60 min' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('Network Error')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeEnabled();
    await expect(offlineThenOk.calls()).toBe(2);
  },
};

/**
 * In English: a review translated and shown in the original again; Book with two stores leads to
 * the list of stores, and the one chosen opens its booking page.
 */
export const PageShowOriginalAndBook: Story = {
  name: 'Page Show Original And Book (English, signed in)',
  parameters: { shop: { seed: 'shopper' } },
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const original = '工作人员很可爱，按摩非常放松。';
    await expect(await canvas.findByText(original, {}, { timeout: 5000 })).toBeVisible();
    const translate = canvas.getAllByRole('button', { name: /Translate/ })[0];
    if (!translate) throw new Error('no Translate button');
    await userEvent.click(translate);
    await expect(await canvas.findByText('Lovely staff and a very relaxing massage.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText(original)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show original' }));
    await expect(canvas.getByText(original)).toBeVisible();
    await expect(canvas.queryByText('Lovely staff and a very relaxing massage.')).toBeNull();
    await expect(payloadsTo(TRANSLATE_PATH)).toEqual([{ id: 'R-1', lang: 'en_US' }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName('Choose a store'));
    await expect(address(canvasElement)).toHaveTextContent(PATH);
    await userEvent.click(within(canvasElement.ownerDocument.activeElement as HTMLElement).getByRole('link', { name: /Glow Studio นิมมาน/ }));
    await at(canvasElement, '/m/booking/11001/S-2');
    await expect(await canvas.findByRole('grid', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thai Herbal Glow Facial, 60 min' })).toBeVisible();
  },
};

/** In English, a service offered at one store only: Book opens that store's booking page at once. */
export const PageBookAtTheOnlyStore: Story = {
  name: 'Page Book At The Only Store (English, signed in)',
  parameters: { shop: { seed: 'shopper' } },
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: () => {
    const facial = sharedShop.state.booking.services.find((service) => service.service_id === '11001');
    if (!facial) throw new Error('the shop has no service 11001');
    facial.store_ids = ['S-2'];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/11001/S-2');
    await expect(await canvas.findByRole('grid', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Glow Studio นิมมาน' })).toBeVisible();
  },
};

/** The shop needs to check the account: the dialog offers live chat; closed, the page offers Try again. */
export const PageLiveChatOn20001: Story = {
  name: 'Page Live Chat On 20001 (English)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationServiceDetail: scenario.errcode(20001, { toast_message: { text: 'Please talk to us before booking.' } }) }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLiveChatDialog(canvasElement, 'Please talk to us before booking.');
    await closeLiveChatDialog(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Translate asked by a shopper whose log-in has run out: they are asked to log in and come back here. */
export const PageLoginOnTranslate: Story = {
  name: 'Page Login On Translate (English)',
  // Ends on the sign-in page, whose look its own stories hold (no screenshot here).
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, translateBookingReview: scenario.errcode(401) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thai Herbal Glow Facial, 60 min' }, { timeout: 5000 })).toBeVisible();
    const translate = canvas.getAllByRole('button', { name: /Translate/ })[0];
    if (!translate) throw new Error('no Translate button');
    await userEvent.click(translate);
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};
