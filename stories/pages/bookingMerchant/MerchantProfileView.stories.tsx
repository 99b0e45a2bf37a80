import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { profileValues } from '../../../src/pages/bookingMerchant/MerchantProfile/profileForm';
import { weekOf } from '../../../src/pages/bookingMerchant/MerchantProfile/weekHours';
import { MerchantProfileView } from '../../../src/pages/bookingMerchant/MerchantProfile/MerchantProfileView';
import { FRAME_STORIES, merchant, provinces, summary } from './merchantStoryData';

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

/** The merchant's profile (spec §2 /m/booking/my-profile/config), each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/MerchantProfileView',
  component: MerchantProfileView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onDayChange: fn(), onSaveHours: fn(), onProfileChange: fn(), onSaveProfile: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof MerchantProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** The profile in Thai: Sunday closed; opening it reports the change. */
export const Profile: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'เปิดวันอาทิตย์' }));
    await expect(args.onDayChange).toHaveBeenCalledWith(7, { open: true });
  },
};

/** The edit form filled from merchant/detail; each change and Save are reported. */
export const EditFormFilled: Story = {
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

/** Each field's problem in English: no name, a bad phone, no city, no bank, the account number not 10–12 digits. */
export const ValidationErrors: Story = {
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

/** The same problems in Thai and Chinese. */
export const ValidationErrorsThai: Story = { args: ValidationErrors.args };
export const ValidationErrorsChinese: Story = { globals: { locale: 'zh_CN' }, args: ValidationErrors.args };

/** Saving: the button busy (a second press sends nothing more). */
export const Saving: Story = { args: { state: { ...ready, profile: { ...profile, submitting: true } } } };

/** The backend refused the save: its message, the form kept. */
export const SaveRefused: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, profile: { ...profile, failure: 'Please check the account number (10–12 digits).' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please check the account number (10–12 digits).');
  },
};

export const English: Story = { globals: { locale: 'en_US' } };

export const Chinese: Story = { globals: { locale: 'zh_CN' } };

const longName = 'โกลว์สตูดิโอ บิวตี้แอนด์เวลเนส คลินิกความงามครบวงจร สาขาใหญ่สยามสแควร์';
const longHolder = 'บริษัท โกลว์สตูดิโอ บิวตี้แอนด์เวลเนส คลินิกความงามครบวงจร จำกัด (มหาชน)';

export const LongThaiText: Story = {
  args: {
    state: {
      ...ready,
      merchant: { ...profiled, name: longName, bank_account_name: longHolder },
      profile: { ...profile, values: { ...profile.values, name: longName, accountName: longHolder } },
    },
  },
};

export const BadHours: Story = {
  globals: { locale: 'en_US' },
  args: { state: { ...ready, week: weekOf(merchant).map((day) => (day.weekday === 1 ? { ...day, to: '09:00' } : day)), badDays: [1], failure: 'Please check the opening hours.' } },
};
