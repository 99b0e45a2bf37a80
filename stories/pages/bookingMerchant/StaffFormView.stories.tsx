import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffValues } from '../../../src/pages/bookingMerchant/StaffForm/staffValues';
import { StaffFormView } from '../../../src/pages/bookingMerchant/StaffForm/StaffFormView';
import { FRAME_STORIES, facial, nails, nimmanStore, siamStore, staffMembers } from './merchantStoryData';

const ready = {
  status: 'ready',
  editing: false,
  unknownMember: false,
  stores: [siamStore, nimmanStore],
  services: [facial, nails],
  values: staffValues(null, 'S-1'),
  fieldErrors: {},
  failure: null,
  submitting: false,
} as const;
const member = staffMembers[0] ?? null;

/** A member of staff's form (spec §2 /m/booking/staff/create and /config), each state by its args. */
const meta = {
  title: 'Pages/BookingMerchant/StaffFormView',
  component: StaffFormView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onToggleService: fn(), onToggleDay: fn(), onSubmit: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof StaffFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = FRAME_STORIES.loading;

export const ErrorWithRetry: Story = FRAME_STORIES.errorWithRetry;

export const Invitation: Story = FRAME_STORIES.invitation;

/** A new member in Thai at the Siam store: its services are offered; Monday to Saturday ticked. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gel Nails with Floral Art' }));
    await expect(args.onToggleService).toHaveBeenCalledWith('11002', true);
    await expect(canvas.getByRole('checkbox', { name: 'เสาร์' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'อาทิตย์' }));
    await expect(args.onToggleDay).toHaveBeenCalledWith(7, true);
  },
};

export const EditEnglish: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: staffValues(member, null) } } };

export const EditChinese: Story = { globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: staffValues(member, null) } } };

export const LongThaiText: Story = { args: { state: { ...ready, values: { ...staffValues(member, null), name: 'คุณวรรณวิภา ศรีสุวรรณรัตนากุล ณ อยุธยา' } } } };

export const FieldErrors: Story = {
  globals: { locale: 'en_US' },
  args: {
    state: {
      ...ready,
      values: { ...staffValues(null, null), workDays: [] },
      fieldErrors: { name: 'form.required', phone: 'staff.phoneInvalid', store: 'form.required', workDays: 'staff.workDaysRequired' },
      failure: 'Please check the store.',
    },
  },
};

export const UnknownMember: Story = { globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, unknownMember: true } } };
