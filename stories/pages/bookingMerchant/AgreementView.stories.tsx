import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementView } from '../../../src/pages/bookingMerchant/Agreement/AgreementView';
import { FRAME_STORIES } from './merchantStoryData';

const merchantState = { status: 'merchant', application: 'none', message: null, documents: ['สำเนาบัตรประชาชน', 'หนังสือรับรองบริษัท'] } as const;

/** The merchant agreement (spec §2 /m/booking/settled/agreement), each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/AgreementView',
  component: AgreementView,
  globals: { login: 'loggedIn' },
  args: { state: merchantState, accepted: false, onAccept: fn(), onContinue: fn(), onApply: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof AgreementView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

/** A merchant not applied yet, in Thai: Continue waits for the tick. */
export const NotApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'ยอมรับและไปต่อ' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ฉันได้อ่านและยอมรับข้อตกลงนี้' }));
    await expect(args.onAccept).toHaveBeenCalledWith(true);
  },
};

export const AcceptedEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...merchantState, application: 'reviewing' }, accepted: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const ApprovedChinese: Story = { globals: { locale: 'zh_CN' }, args: { state: { ...merchantState, application: 'approved', documents: ['身份证复印件', '公司注册证明'] } } };

/** A shopper (not a merchant) reads the terms and is offered the live chat. */
export const Applicant: Story = {
  args: { state: { status: 'applicant' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'สมัครผ่านแชทสด' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiText: Story = {
  args: { state: { ...merchantState, message: 'ร้านของคุณอยู่ระหว่างการตรวจสอบเอกสารเพิ่มเติม กรุณาส่งสำเนาหนังสือรับรองบริษัทที่ลงนามรับรองสำเนาถูกต้องภายในเจ็ดวันทำการ' } },
};
