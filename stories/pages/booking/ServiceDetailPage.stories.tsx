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
 * A service's page through the real route table on the stateful mock backend: prices, stores,
 * a review translated into the shopper's language (the backend gets the id and language) and shown
 * in the original again, a store opens the booking there; Book leads to the store (or to the list
 * of stores when there are several); an unknown service is not found; a failed load shows a retry
 * that then works.
 */
const meta = {
  title: 'Pages/Booking/ServiceDetailPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** English: the Chinese review translated once however often Translate is pressed; a store opens its booking page (a guest is asked to sign in there). */
export const PageTranslateAndChooseStore: Story = {
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

/** An unknown service: the not-found page. */
export const PageUnknownService: Story = {
  args: { initialPath: '/m/booking/99999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'ไม่พบหน้าที่คุณต้องการ' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A malformed answer: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingUser: bookingUserHandlers({ default: scenario.ok, getReservationServiceDetail: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const offlineThenOk = answersInTurn(getReservationServiceDetail.meta, bookingUserMocks.getReservationServiceDetail, [scenario.offline, scenario.ok]);

/** No response for the service: spec §8 "Network Error" with a retry; Try again loads the service (asked twice in all). */
export const PageNetworkError: Story = {
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
 * English shopper: a review translated, then shown in the original again (the translation asked for
 * once); Book with two stores moves to the list of stores, and the store chosen there opens its
 * booking page (the days and times).
 */
export const PageShowOriginalAndBook: Story = {
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

/** English shopper, the service offered at one store only (Nimman): Book opens that store's booking page at once. */
export const PageBookAtTheOnlyStore: Story = {
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

/** spec §8 booking 20001 on the service: the live-chat dialog with the backend's words; closed, the failed page with its retry. */
export const PageLiveChatOn20001: Story = {
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

/** spec §8 401 on a review's translation: to sign in, with this service as the way back. */
export const PageLoginOnTranslate: Story = {
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
