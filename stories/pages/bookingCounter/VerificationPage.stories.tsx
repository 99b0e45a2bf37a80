import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { VERIFICATION_PATH, voucherVerificationLink, voucherVerificationPath } from '../../../src/pages/shared/voucherLinks';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at, bookingRequestLog, failedLoadStory, guestStory, PROVIDER, shopperStory } from './counterPageSupport';

const PATH = VERIFICATION_PATH;
/** The link a shopper's voucher QR holds (without the origin). */
const QR_LINK = voucherVerificationPath('48213705');

/**
 * **Verify a voucher: where a merchant checks, at the counter, the code a customer shows.**
 *
 * They type the customer's 8-digit code or paste it (spaces and dashes are ignored), or scan the QR
 * code on the customer's appointment with the phone's camera; the booking shows, and the merchant
 * confirms it once (the deposit then counts as income). A code already used shows who verified it
 * and when. A link to the orders. Only a merchant (a store that takes bookings through the shop)
 * sees it: a signed-in shopper who is not one sees an invitation to become a merchant instead, and
 * someone who has not logged in is asked to log in first and comes back here after. When the shop
 * needs to check the merchant's account it says so in a dialog that offers live chat or the account
 * centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded (no connection), a message when no booking has that code, and a message when
 * a link holds no voucher code.
 */
const meta = {
  title: 'Pages/BookingCounter/VerificationPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** In English: a code pasted with a dash and a space, found, confirmed twice in a hurry: verified once. */
export const PagePasteAndConfirm: Story = {
  name: 'Page Paste And Confirm (English, signed in)',
  globals: { locale: 'en_US' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 });
    await userEvent.click(field);
    await userEvent.paste('4821-3705 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    await expect(await canvas.findByText('48213705', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Confirm and verify' }));
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/verification`)).toMatchObject([{ code: '48213705' }]);
    await expect(payloadsTo(`${PROVIDER}/verification/confirm`)).toEqual([{ code: '48213705' }]);
  },
};

/** In English: the customer's QR code scanned with the phone's camera: found and confirmed, no typing. */
export const PageCodeFromQrLink: Story = {
  name: 'Page Code From Qr Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { initialPath: QR_LINK },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and verify' }, { timeout: 5000 }));
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' }, { timeout: 5000 })).toBeVisible();
    await expect(payloadsTo(`${PROVIDER}/verification`)).toMatchObject([{ code: '48213705' }]);
    await expect(payloadsTo(`${PROVIDER}/verification`)).toHaveLength(1);
    await expect(payloadsTo(`${PROVIDER}/verification/confirm`)).toEqual([{ code: '48213705' }]);
  },
};

/** In Thai: a link that holds no voucher code: said, nothing sent, the field ready for typing. */
export const PageBadQrLink: Story = {
  name: 'Page Bad Qr Link (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  args: { initialPath: `${PATH}?code=${encodeURIComponent('<img src=x onerror=alert(1)>')}` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ลิงก์นี้ไม่มีรหัสบัตรกำนัล กรุณากรอกรหัสที่ลูกค้าแสดง', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'รหัสบัตรกำนัล' })).toHaveValue('');
    await expect(payloadsTo(`${PROVIDER}/verification`)).toEqual([]);
  },
};

/** In English: the QR code's link pasted into the field: its code is used. */
export const PagePasteQrLink: Story = {
  name: 'Page Paste Qr Link (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 }));
    await userEvent.paste(voucherVerificationLink('https://m.example.co.th:8443', '48213705'));
    await expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('48213705');
  },
};

/** Someone who has not logged in scans a QR code: they log in and come back to it. */
export const PageGuestWithQrLink: Story = { name: 'Page Guest With Qr Link (signed in)', ...guestStory(QR_LINK), args: { initialPath: QR_LINK } };

/** In Thai: a code already used shows who verified it and when; nothing to confirm. */
export const PageUsedCode: Story = {
  name: 'Page Used Code (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'รหัสบัตรกำนัล' }, { timeout: 5000 }), '98213705');
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหารหัส' }));
    await expect(await canvas.findByRole('heading', { name: 'รหัสนี้ถูกใช้ไปแล้ว' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^ใช้โดย .+ เมื่อ 13 มี\.ค\. 2568/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ยืนยันการใช้บริการ' })).toBeNull();
  },
};

/** The way to the orders. */
export const PageToOrders: Story = {
  name: 'Page To Orders (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Orders' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/order/detail');
  },
};

/** The shop needs to check the account when a code is looked up: the dialog. */
export const PageLiveChat: Story = {
  name: 'Page Live Chat (English, signed in)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ default: scenario.ok, getVerification: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 }), '48213705');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    const chat = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' }, { timeout: 5000 });
    await expect(within(chat).getByRole('button', { name: 'Live chat' })).toBeVisible();
  },
};

/** A signed-in shopper who is not a merchant: the invitation, none of a merchant's data. */
export const PageShopperInvited: Story = shopperStory((text) => new RegExp(text('refundFlows:verification.code.booking')));

/** Someone who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = guestStory(PATH);

/** No connection: the page says so, with Try again. */
export const PageNetworkError: Story = { name: 'Page Network Error (signed in)', ...failedLoadStory('getMerchantDetail', scenario.offline), tags: ['error-state'] };
