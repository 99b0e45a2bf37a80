import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import type { BookingVerificationContext, Voucher } from '../../../src/machines/bookingVerification';
import { BookingVerification } from '../../../src/pages/flows/bookingVerification';
import { fakeCamera, noCamera, refusedCamera } from '../../support/fakeCamera';
import { BookingVerificationStateHarness } from './BookingVerificationStateHarness';
import { storyText } from '../../support/storyText';

/**
 * A merchant verifies a customer's code at the counter (spec §7 provider verification,
 * verification/confirm, verification/coupon): type or scan the code, look it up, confirm once.
 * A used code shows who used it and when and can never be confirmed again; 20001 opens the
 * live-chat-or-account-centre dialog; login, home and not found leave the screen (spec §8). Use it
 * on the provider's verification page; do not use it for shoppers entering promo codes.
 */
const meta = {
  title: 'Flows/BookingVerification',
  component: BookingVerification,
  args: { onNavigate: fn(), onNotFound: fn(), onOpenLiveChat: fn() },
  // The demo merchant verifies the vouchers of the shop's reservations.
  parameters: { shop: { seed: 'merchant' } },
} satisfies Meta<typeof BookingVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

const voucher: Voucher = {
  code: '48213705',
  verified: false,
  usedBy: null,
  usedAt: null,
  order: {
    orderSn: 'BK25032000',
    serviceName: 'ทรีตเมนต์หน้าใสสมุนไพรไทย 60 นาที พร้อมนวดผ่อนคลายใบหน้าและลำคอ',
    storeName: 'Glow Studio สยามสแควร์',
    customerName: 'พลอย ศิริวรรณ',
    appointmentAt: '2025-03-21 14:00:00',
    price: 1490,
    paid: 298,
    finalPayment: 1192,
  },
};
const voucherEnglish: Voucher = {
  ...voucher,
  order: voucher.order ? { ...voucher.order, serviceName: 'Thai Herbal Glow Facial, 60 min, with a relaxing face and neck massage', storeName: 'Glow Studio Siam Square', customerName: 'Khun Fah' } : null,
};

const context = (overrides: Partial<BookingVerificationContext> = {}): BookingVerificationContext => ({
  kind: 'booking',
  code: '',
  voucher: null,
  error: null,
  scanProblem: null,
  ...overrides,
});

// ---- State stories: one per state of the machine ----

export const Entering: Story = {
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context({ code: '4821' })} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('refundFlows:verification.actions.lookUp') })).toBeDisabled();
  },
};

/** The camera could not read QR codes after all: the phone's camera app is the way, or typing. */
export const EnteringScanUnavailableEnglish: Story = {
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context({ kind: 'coupon', scanProblem: 'unavailable' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Scan the customer's QR code with the phone's camera app/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Scan the code' })).toBeNull();
  },
};

/** The merchant refused the camera: how to allow it; Scan stays offered. */
export const EnteringCameraRefusedChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context({ scanProblem: 'denied' })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/未获准使用摄像头/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '扫码' })).toBeEnabled();
  },
};

/** A browser whose camera cannot read QR codes (iOS Safari): no Scan button, the phone's camera app instead. */
export const EnteringWithoutScanner: Story = {
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context()} canScan={false} />,
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text('refundFlows:verification.scan.withPhoneCamera'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('refundFlows:verification.actions.scan') })).toBeNull();
  },
};

export const EnteringNetworkError: Story = {
  name: 'Entering Network Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => (
    <BookingVerificationStateHarness value="entering" context={context({ code: '48213705', error: { kind: 'network', code: 500, message: 'Network Error' } })} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Network Error')).toBeVisible();
  },
};

export const Scanning: Story = {
  parameters: { flowStates: ['bookingVerification.scanning'] },
  render: () => <BookingVerificationStateHarness value="scanning" context={context()} />,
};

export const LookingUp: Story = {
  name: 'Looking Up (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bookingVerification.lookingUp'] },
  render: () => <BookingVerificationStateHarness value="lookingUp" context={context({ code: '48213705' })} />,
};

export const VoucherShown: Story = {
  parameters: { flowStates: ['bookingVerification.voucher'] },
  render: () => <BookingVerificationStateHarness value="voucher" context={context({ code: '48213705', voucher })} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('button', { name: text('refundFlows:verification.actions.confirm.booking') })).toBeEnabled();
  },
};

export const Confirming: Story = {
  name: 'Confirming (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.confirming'] },
  render: () => <BookingVerificationStateHarness value="confirming" context={context({ code: '48213705', voucher: voucherEnglish })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Confirm and verify/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Verify another code' })).toBeNull();
  },
};

export const Verified: Story = {
  name: 'Verified (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.verified'] },
  render: () => (
    <BookingVerificationStateHarness value="verified" context={context({ code: '48213705', voucher: { ...voucherEnglish, verified: true } })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Verified. The customer can be served.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Confirm/ })).toBeNull();
  },
};

/** Who used the code, as the backend names them (in Thai whatever the language shown). */
const USED_BY = 'คุณน้ำฝน (Glow Studio สยามสแควร์)';

export const AlreadyUsed: Story = {
  parameters: { flowStates: ['bookingVerification.used'] },
  render: () => (
    <BookingVerificationStateHarness
      value="used"
      context={context({
        code: '98213705',
        voucher: { ...voucher, code: '98213705', verified: true, usedBy: USED_BY, usedAt: '2025-03-13 18:05:00' },
      })}
    />
  ),
  play: async (context) => {
    const text = storyText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(text('refundFlows:verification.used.title'))).toBeVisible();
    await expect(canvas.getByText((content) => content.includes(USED_BY))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('refundFlows:verification.actions.confirm.booking') })).toBeNull();
  },
};

export const LiveChatDialog: Story = {
  name: 'Live Chat Dialog (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.liveChat'] },
  render: () => (
    <BookingVerificationStateHarness value="liveChat" context={context({ code: '48213705', error: { kind: 'liveChat', code: 20001 } })} />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' });
    await expect(within(dialog).getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Account centre' })).toBeVisible();
  },
};

export const Left: Story = {
  tags: ['test-only'],
  parameters: { flowStates: ['bookingVerification.left'] },
  render: () => <BookingVerificationStateHarness value="left" context={context()} />,
};

// ---- Flow stories: the wired container on the mock backend ----

const codeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Voucher code|Coupon code/ });

export const FlowVerifyOnce: Story = {
  name: 'Flow Verify Once (English)',
  tags: ['test-only'],
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '48213705');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    const confirm = await canvas.findByRole('button', { name: 'Confirm and verify' });
    await userEvent.dblClick(confirm);
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Confirm/ })).toBeNull();
  },
};

export const FlowCoupon: Story = {
  name: 'Flow Coupon (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Coupon' }));
    await userEvent.type(codeField(canvasElement), '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem the coupon' }));
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' })).toBeVisible();
  },
};

export const FlowUsedCode: Story = {
  name: 'Flow Used Code (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '98213705');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    await expect(await canvas.findByRole('heading', { name: 'This code has already been used' })).toBeVisible();
    // Voucher 98213705 (reservation 77004) was verified yesterday by คุณน้ำฝน.
    await expect(canvas.getByText('Used by คุณน้ำฝน (Glow Studio สยามสแควร์) on Mar 13, 2025, 6:05 PM.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirm and verify' })).toBeNull();
  },
};

/** The camera reads another QR code first (passed over), then the voucher's link: looked up at once, confirmed once. */
export const FlowScanWithCamera: Story = {
  name: 'Flow Scan With Camera (English)',
  globals: { locale: 'en_US' },
  args: { camera: fakeCamera(['https://line.me/R/ti/p/@glowstudio', 'https://m.example.co.th/m/booking/verification?code=48213705']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan the code' }));
    const confirm = await canvas.findByRole('button', { name: 'Confirm and verify' }, { timeout: 5000 });
    await expect(canvas.getByText('48213705')).toBeVisible();
    await userEvent.click(confirm);
    await expect(await canvas.findByRole('heading', { name: 'Verified. The customer can be served.' })).toBeVisible();
  },
};

/** Stop scanning: back to typing, the camera closed. */
export const FlowStopScanning: Story = {
  name: 'Flow Stop Scanning (English)',
  globals: { locale: 'en_US' },
  args: { camera: fakeCamera([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan the code' }));
    await expect(await canvas.findByLabelText('Camera view for scanning the QR code')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop scanning' }));
    await expect(codeField(canvasElement)).toBeEnabled();
    await expect(canvas.queryByLabelText('Camera view for scanning the QR code')).toBeNull();
  },
};

export const FlowCameraRefused: Story = {
  name: 'Flow Camera Refused (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { camera: refusedCamera },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Scan the code' }));
    await expect(await canvas.findByText(/The camera was not allowed/)).toBeVisible();
    await expect(codeField(canvasElement)).toBeEnabled();
  },
};

/** No camera that reads QR codes: typing, and the phone's camera app opening the QR link. */
export const FlowWithoutScanner: Story = {
  name: 'Flow Without Scanner (English)',
  globals: { locale: 'en_US' },
  args: { camera: noCamera },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Scan the customer's QR code with the phone's camera app/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Scan the code' })).toBeNull();
    await expect(codeField(canvasElement)).toBeEnabled();
  },
};

/** The code came with the page (the QR link): looked up at once, no typing. */
export const FlowCodeFromLink: Story = {
  name: 'Flow Code From Link (English)',
  globals: { locale: 'en_US' },
  args: { code: '48213705', camera: noCamera },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Confirm and verify' })).toBeEnabled();
  },
};

export const FlowLiveChat: Story = {
  name: 'Flow Live Chat (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '48213705');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Live chat' }));
    await expect(args.onOpenLiveChat).toHaveBeenCalledTimes(1);
  },
};

export const FlowAccountCentre: Story = {
  name: 'Flow Account Centre (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ confirmVerification: scenario.errcode(20001) }) } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(codeField(canvasElement), '48213705');
    await userEvent.click(canvas.getByRole('button', { name: 'Look up the code' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm and verify' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'We need to check your account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Account centre' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/center.php');
  },
};

export const FlowSessionEnded: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(304) }) } } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: text('refundFlows:verification.code.booking') }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('refundFlows:verification.actions.lookUp') }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php'));
  },
};

export const FlowGoHome: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(302) }) } } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: text('refundFlows:verification.code.booking') }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('refundFlows:verification.actions.lookUp') }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m'));
  },
};

export const FlowNotFound: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(303) }) } } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: text('refundFlows:verification.code.booking') }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('refundFlows:verification.actions.lookUp') }));
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(1));
  },
};
