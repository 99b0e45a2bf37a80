import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bookingProviderHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import type { BookingVerificationContext, Voucher } from '../../../src/machines/bookingVerification';
import { BookingVerification } from '../../../src/pages/flows/bookingVerification';
import { BookingVerificationStateHarness } from './BookingVerificationStateHarness';

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
  scanUnavailable: false,
  ...overrides,
});

// ---- State stories: one per state of the machine ----

export const Entering: Story = {
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context({ code: '4821' })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ค้นหารหัส' })).toBeDisabled();
  },
};

export const EnteringScanUnavailableEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bookingVerification.entering'] },
  render: () => <BookingVerificationStateHarness value="entering" context={context({ kind: 'coupon', scanUnavailable: true })} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scanning is not available here. Please type the code.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Scan the code' })).toBeNull();
  },
};

export const EnteringNetworkError: Story = {
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
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bookingVerification.lookingUp'] },
  render: () => <BookingVerificationStateHarness value="lookingUp" context={context({ code: '48213705' })} />,
};

export const VoucherShown: Story = {
  parameters: { flowStates: ['bookingVerification.voucher'] },
  render: () => <BookingVerificationStateHarness value="voucher" context={context({ code: '48213705', voucher })} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ยืนยันการใช้บริการ' })).toBeEnabled();
  },
};

export const Confirming: Story = {
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

export const AlreadyUsed: Story = {
  parameters: { flowStates: ['bookingVerification.used'] },
  render: () => (
    <BookingVerificationStateHarness
      value="used"
      context={context({
        code: '98213705',
        voucher: { ...voucher, code: '98213705', verified: true, usedBy: 'คุณน้ำฝน (Glow Studio สยามสแควร์)', usedAt: '2025-03-13 18:05:00' },
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ใช้โดย คุณน้ำฝน/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ยืนยันการใช้บริการ' })).toBeNull();
  },
};

export const LiveChatDialog: Story = {
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
  parameters: { flowStates: ['bookingVerification.left'] },
  render: () => <BookingVerificationStateHarness value="left" context={context()} />,
};

// ---- Flow stories: the wired container on the mock backend ----

const codeField = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Voucher code|Coupon code/ });

export const FlowVerifyOnce: Story = {
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

export const FlowScanUnavailable: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scan the code' }));
    await expect(await canvas.findByText('Scanning is not available here. Please type the code.')).toBeVisible();
    await expect(codeField(canvasElement)).toBeEnabled();
  },
};

export const FlowLiveChat: Story = {
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
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'รหัสบัตรกำนัล' }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ค้นหารหัส' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m/login.php'));
  },
};

export const FlowGoHome: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(302) }) } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'รหัสบัตรกำนัล' }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ค้นหารหัส' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledWith('/m'));
  },
};

export const FlowNotFound: Story = {
  parameters: { msw: { handlers: { bookingProvider: bookingProviderHandlers({ getVerification: scenario.errcode(303) }) } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'รหัสบัตรกำนัล' }), '48213705');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ค้นหารหัส' }));
    await waitFor(() => expect(args.onNotFound).toHaveBeenCalledTimes(1));
  },
};
