import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartHandlers } from '../../../mocks/handlers';
import { bindPhoneRequired } from '../../../mocks/handlers/cart';
import { AddToCart } from '../../../src/pages/flows/addToCart';
import { bindPhone, sendCode } from '../../../src/api/endpoints/auth';
import { BindPhoneHost } from '../../../src/pages/flows/bindPhone';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { lipTint, STORY_NOW } from '../addToCart/storyData';
import { FlowStage } from '../session/FlowStage';
import { bindContext, BindPhoneStateHarness } from './BindPhoneStateHarness';

/**
 * The phone-binding dialog (spec §2, §3 bind_phone): shown only when a call asks for it (add to
 * cart's errcode 2), with the server's bind_phone_tip; the mobile number must pass rule tel (0 and
 * nine digits), a one-time code is sent to it, and phone, code and the request's submit_param are
 * submitted. Mount it once in the shared layout (BindPhoneHost); open it with the session's
 * `bindPhone.request`, never by rendering a dialog yourself. Not for editing a saved number
 * (account settings).
 */
const meta = {
  title: 'Flows/BindPhone',
  component: BindPhoneHost,
} satisfies Meta<typeof BindPhoneHost>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- State stories ----

export const Hidden: Story = {
  parameters: { flowStates: ['bindPhone.hidden'] },
  render: () => <BindPhoneStateHarness value="hidden" context={bindContext()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const EditingWithServerTip: Story = {
  parameters: { flowStates: ['bindPhone.open.editing'] },
  render: () => (
    <BindPhoneStateHarness
      value={{ open: 'editing' }}
      context={bindContext({ bind_phone_tip: 'กรุณาผูกเบอร์โทรศัพท์มือถือก่อนสั่งซื้อสินค้าลดราคาพิเศษ เพื่อรับการแจ้งเตือนสถานะคำสั่งซื้อทาง SMS' })}
    />
  ),
};

export const EditingInvalidEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bindPhone.open.editing'] },
  render: () => (
    <BindPhoneStateHarness
      value={{ open: 'editing' }}
      context={bindContext({ phone: '08123', code: '12', phoneProblem: 'tel', codeProblem: 'code' })}
    />
  ),
  play: async ({ canvasElement }) => {
    // The harness opens the dialog as it mounts: in Storybook that may come a moment after the play starts.
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Bind your mobile number' });
    await expect(within(dialog).getByText('Enter the 6-digit code from the SMS.')).toBeVisible();
  },
};

export const EditingServerErrorChinese: Story = {
  tags: ['error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['bindPhone.open.editing'] },
  render: () => (
    <BindPhoneStateHarness
      value={{ open: 'editing' }}
      context={bindContext({ phone: '0812345678', code: '123456', codeSent: true, error: { text: '验证码错误或已过期，请重新获取。' } })}
    />
  ),
};

export const SendingCode: Story = {
  name: 'Sending Code (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bindPhone.open.sendingCode'] },
  render: () => <BindPhoneStateHarness value={{ open: 'sendingCode' }} context={bindContext({ phone: '0812345678' })} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Send code/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Submitting: Story = {
  name: 'Submitting (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['bindPhone.open.submitting'] },
  render: () => (
    <BindPhoneStateHarness value={{ open: 'submitting' }} context={bindContext({ phone: '0812345678', code: '123456', codeSent: true })} />
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Bind number/ })).toHaveAttribute('aria-busy', 'true');
  },
};

// ---- Flow story: add to cart → errcode 2 → fill and submit ----

let sent: SentRequest[] = [];

/**
 * The tourist signed in with WeChat has no mobile number yet (binding needs a signed-in account):
 * the add answers errcode 2, and a number no account holds is bound. Send code and Bind number
 * are double-clicked: one code and one bind are sent.
 */
export const FillAndSubmit: Story = {
  name: 'Fill And Submit (English, signed in)',
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { shop: { seed: 'tourist' }, msw: { handlers: { cart: cartHandlers({ cartBuy: bindPhoneRequired }) } } },
  render: () => (
    <FlowStage>
      <AddToCart item={lipTint} onNavigate={() => {}} now={() => STORY_NOW} />
    </FlowStage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Bind your mobile number' });
    const body = within(dialog);
    // A wrong number is refused before anything is sent.
    await userEvent.type(body.getByRole('textbox', { name: 'Mobile number' }), '08123');
    await userEvent.click(body.getByRole('button', { name: 'Bind number' }));
    await expect(body.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(body.getByRole('textbox', { name: 'Mobile number' }));
    await userEvent.type(body.getByRole('textbox', { name: 'Mobile number' }), '099-123-4567');
    await userEvent.dblClick(body.getByRole('button', { name: 'Send code' }));
    await expect(await body.findByText('We sent a code to 0991234567.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: /Verification code/ }), '123456');
    await userEvent.dblClick(body.getByRole('button', { name: 'Bind number' }));
    await expect(await canvas.findByText('Your mobile number is now bound to your account.', {}, { timeout: 5000 })).toBeVisible();
    const to = (path: string) => sent.filter((request) => request.url.pathname === path);
    await expect([to(sendCode.meta.path).length, to(bindPhone.meta.path).length]).toEqual([1, 1]);
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Bind your mobile number' })).not.toBeInTheDocument());
  },
};
