import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileValues } from '../../../src/pages/bookingMerchant/MerchantProfile/profileForm';
import { weekOf } from '../../../src/pages/bookingMerchant/MerchantProfile/weekHours';
import { MerchantProfileView } from '../../../src/pages/bookingMerchant/MerchantProfile/MerchantProfileView';
import { FRAME_STORIES, merchant, provinces, summary } from './merchantStoryData';
import { storyText } from '../../support/storyText';

const banks = [
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  { code: 'BBL', name: 'ธนาคารกรุงเทพ' },
] as const;

const profiled = { ...merchant, province: 'กรุงเทพมหานคร', city: 'ปทุมวัน', bank_code: 'KBANK', bank_account_name: 'บริษัท โกลว์ สตูดิโอ จำกัด', bank_account: '0123456789' };
const profile = { values: profileValues(profiled, banks), fieldErrors: {}, failure: null, submitting: false };

const ready = {
  status: 'ready',
  merchant: profiled,
  summary,
  bankName: 'ธนาคารกสิกรไทย',
  banks,
  provinces,
  profile,
  week: weekOf(merchant),
  badDays: [],
  failure: null,
  saving: false,
} as const;

/**
 * **Merchant profile: the merchant's home, with their shop, their bank account and today's
 * bookings.**
 *
 * Where the shop stands, its phone, bank and account number; today's bookings and those waiting for
 * verification; the way to manage stores and services; the weekly opening hours (each day open or
 * closed, with its hours, saved with Save opening hours); and the shop's details and bank account,
 * edited and saved with Save shop details. Only a merchant (a store that takes bookings through the
 * shop) sees it: a signed-in shopper who is not one sees an invitation to become a merchant
 * instead, and someone who has not logged in is asked to log in first and comes back here after.
 * When the shop needs to check the merchant's account it says so in a dialog that offers live chat
 * or the account centre.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message under each field filled in wrongly
 * (an account number must be 10–12 digits), a message when a day closes before it opens or no day
 * is open, and the shop's message when it refuses the change.
 */
const meta = {
  title: 'Pages/BookingMerchant/MerchantProfileView',
  component: MerchantProfileView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onDayChange: fn(), onSaveHours: fn(), onProfileChange: fn(), onSaveProfile: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MerchantProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** The profile in Thai, Sunday closed: the merchant opens it. */
export const Profile: Story = {
  name: 'Profile (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: text('bookingMerchant:profile.openOn', { day: text('bookingMerchant:profile.weekday.7') }) }));
    await expect(args.onDayChange).toHaveBeenCalledWith(7, { open: true });
  },
};

/** The shop's details and bank account, ready to change and save. */
export const EditFormFilled: Story = {
  name: 'Edit Form Filled (English, signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Shop details and bank account' }));
    await expect(form.getByRole('textbox', { name: /Shop name/ })).toHaveValue('Glow Studio');
    await expect(form.getByRole('combobox', { name: /Province/ })).toHaveValue('กรุงเทพมหานคร');
    await expect(form.getByRole('combobox', { name: /District/ })).toHaveValue('ปทุมวัน');
    await expect(form.getByRole('combobox', { name: /Bank/ })).toHaveValue('KBANK');
    await expect(form.getByRole('textbox', { name: /Account number/ })).toHaveValue('0123456789');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Province/ }), 'เชียงใหม่');
    await expect(args.onProfileChange).toHaveBeenCalledWith('province', 'เชียงใหม่');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /Bank/ }), 'SCB');
    await expect(args.onProfileChange).toHaveBeenCalledWith('bankCode', 'SCB');
    await userEvent.click(form.getByRole('button', { name: 'Save shop details' }));
    await expect(args.onSaveProfile).toHaveBeenCalledTimes(1);
  },
};

/**
 * In English, each field filled in wrongly: no name, a bad phone, no district, no bank, an account
 * number that is not 10–12 digits.
 */
export const ValidationErrors: Story = {
  name: 'Validation Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    state: {
      ...ready,
      profile: {
        ...profile,
        values: { ...profile.values, name: '', phone: '12', city: '', bankCode: '', account: '12-34' },
        fieldErrors: { name: 'form.required', phone: 'store.phoneInvalid', city: 'form.required', bankCode: 'form.required', account: 'profile.accountInvalid' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Enter the account number as 10–12 digits, numbers only.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(/10–12 digits, numbers only/);
  },
};

/** The same messages in Thai. */
export const ValidationErrorsThai: Story = {
  globals: { locale: 'th_TH' },
  name: 'Validation Errors Thai (English, signed in)',
  tags: ['error-state'], args: ValidationErrors.args };
/** The same messages in Chinese. */
export const ValidationErrorsChinese: Story = {
  name: 'Validation Errors Chinese (signed in)',
  tags: ['error-state'], globals: { locale: 'zh_CN' }, args: ValidationErrors.args };

/** Between tapping Save and the shop's answer: the button shows it is working. */
export const Saving: Story = { name: 'Saving (signed in)', args: { state: { ...ready, profile: { ...profile, submitting: true } } } };

/** The shop refused the change: its message, the form as typed. */
export const SaveRefused: Story = {
  name: 'Save Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { ...ready, profile: { ...profile, failure: 'Please check the account number (10–12 digits).' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please check the account number (10–12 digits).');
  },
};

/** In English. */
export const English: Story = { name: 'English (signed in)', globals: { locale: 'en_US' } };

/** In Simplified Chinese. */
export const Chinese: Story = { name: 'Chinese (signed in)', globals: { locale: 'zh_CN' } };

const longName = 'โกลว์สตูดิโอ บิวตี้แอนด์เวลเนส คลินิกความงามครบวงจร สาขาใหญ่สยามสแควร์';
const longHolder = 'บริษัท โกลว์สตูดิโอ บิวตี้แอนด์เวลเนส คลินิกความงามครบวงจร จำกัด (มหาชน)';

/** Long Thai texts wrap without hiding the buttons. */
export const LongThaiText: Story = {
  name: 'Long Thai Text (signed in)',
  globals: { locale: 'th_TH' },
  args: {
    state: {
      ...ready,
      merchant: { ...profiled, name: longName, bank_account_name: longHolder },
      profile: { ...profile, values: { ...profile.values, name: longName, accountName: longHolder } },
    },
  },
};

/** In English, Monday closing before it opens: the day says so. */
export const BadHours: Story = {
  name: 'Bad Hours (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { ...ready, week: weekOf(merchant).map((day) => (day.weekday === 1 ? { ...day, to: '09:00' } : day)), badDays: [1], failure: 'Please check the opening hours.' } },
};
