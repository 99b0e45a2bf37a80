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
 * The counter verification through the real route table on the stateful mock backend (`merchant`
 * seed): a pasted code with spaces, confirmed once; a used code with who and when; 20001; a shopper
 * invited; a guest; a failed gate.
 */
const meta = {
  title: 'Pages/BookingCounter/VerificationPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'merchant' } },
  globals: { login: 'loggedIn' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, payloadsTo } = bookingRequestLog();

/** English: a code pasted as "4821-3705 " (dashes and spaces dropped), looked up, confirmed twice in a hurry: sent once. */
export const PagePasteAndConfirm: Story = {
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

/** English: the shopper's QR link opened by the phone's camera: the code is looked up at once and confirmed, no typing. */
export const PageCodeFromQrLink: Story = {
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

/** Thai: a link whose code is not a voucher code (a hostile one): told, nothing sent, the field empty for typing. */
export const PageBadQrLink: Story = {
  args: { initialPath: `${PATH}?code=${encodeURIComponent('<img src=x onerror=alert(1)>')}` },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ลิงก์นี้ไม่มีรหัสบัตรกำนัล กรุณากรอกรหัสที่ลูกค้าแสดง', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'รหัสบัตรกำนัล' })).toHaveValue('');
    await expect(payloadsTo(`${PROVIDER}/verification`)).toEqual([]);
  },
};

/** English: the QR's link pasted into the field (read by another app): its code, not the address's digits. */
export const PagePasteQrLink: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Voucher code' }, { timeout: 5000 }));
    await userEvent.paste(voucherVerificationLink('https://m.example.co.th:8443', '48213705'));
    await expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('48213705');
  },
};

/** A guest opening the QR link signs in and comes back to the same link. */
export const PageGuestWithQrLink: Story = { ...guestStory(QR_LINK), args: { initialPath: QR_LINK } };

/** Thai: a seeded used code shows who verified it and when; there is nothing to confirm. */
export const PageUsedCode: Story = {
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
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Orders' }, { timeout: 5000 }));
    await at(canvasElement, '/m/booking/order/detail');
  },
};

/** 20001 on the look-up: the flow's live-chat dialog. */
export const PageLiveChat: Story = {
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

export const PageShopperInvited: Story = shopperStory(/รหัสบัตรกำนัล/);

export const PageGuest: Story = guestStory(PATH);

export const PageNetworkError: Story = failedLoadStory('getMerchantDetail', scenario.offline);
