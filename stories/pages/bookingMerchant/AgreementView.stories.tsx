import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgreementView } from '../../../src/pages/bookingMerchant/Agreement/AgreementView';
import { FRAME_STORIES } from './merchantStoryData';
import { storyText } from '../../support/storyText';

const merchantState = { status: 'merchant', application: 'none', message: null, documents: ['สำเนาบัตรประชาชน', 'หนังสือรับรองบริษัท'] } as const;

/**
 * **Merchant agreement: the terms a beauty business accepts to take bookings through the shop.**
 *
 * The terms (services as shown, deposits, verifying the booking code at the counter, income paid
 * after verification, refunds and keeping shoppers' details safe), the documents needed and where
 * the merchant's application stands. A merchant ticks I have read and accept the agreement, and
 * Accept and continue opens their profile. A shopper who is not a merchant comes here from the
 * invitation, reads the terms and is offered to apply through live chat. Someone who has not logged
 * in is asked to log in first and comes back here after.
 *
 * They see the loading state, and the error state with Try again when the page could not be loaded.
 */
const meta = {
  title: 'Pages/BookingMerchant/AgreementView',
  component: AgreementView,
  globals: { login: 'loggedIn' },
  args: { state: merchantState, accepted: false, onAccept: fn(), onContinue: fn(), onApply: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof AgreementView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A merchant who has not applied yet, in Thai: Continue waits for the tick. */
export const NotApplied: Story = {
  name: 'Not Applied (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: text('bookingMerchant:agreement.continue') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: text('bookingMerchant:agreement.accept') }));
    await expect(args.onAccept).toHaveBeenCalledWith(true);
  },
};

/** In English, the shop being reviewed and the agreement ticked: Continue is on. */
export const AcceptedEnglish: Story = {
  name: 'Accepted English (signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...merchantState, application: 'reviewing' }, accepted: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept and continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** In Simplified Chinese, the shop approved, with the documents needed. */
export const ApprovedChinese: Story = { name: 'Approved Chinese (signed in)', globals: { locale: 'zh_CN' }, args: { state: { ...merchantState, application: 'approved', documents: ['身份证复印件', '公司注册证明'] } } };

/** A shopper who is not a merchant reads the terms and is offered to apply through live chat. */
export const Applicant: Story = {
  name: 'Applicant (signed in)',
  args: { state: { status: 'applicant' } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('bookingMerchant:agreement.apply') }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai texts wrap without hiding Continue. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: { state: { ...merchantState, message: 'ร้านของคุณอยู่ระหว่างการตรวจสอบเอกสารเพิ่มเติม กรุณาส่งสำเนาหนังสือรับรองบริษัทที่ลงนามรับรองสำเนาถูกต้องภายในเจ็ดวันทำการ' } },
};
