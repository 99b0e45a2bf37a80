import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { staffValues } from '../../../src/pages/bookingMerchant/StaffForm/staffValues';
import { StaffFormView } from '../../../src/pages/bookingMerchant/StaffForm/StaffFormView';
import { FRAME_STORIES, facial, nails, nimmanStore, siamStore, staffMembers } from './merchantStoryData';
import { storyText } from '../../support/storyText';

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

/**
 * **Add or edit a staff member: who works at a merchant's store, and when.**
 *
 * Their name, mobile number, the store they work at, the services they give, their working days and
 * a photo shoppers see when they choose staff; Save staff member saves them and goes back to the
 * store. Only a merchant (a store that takes bookings through the shop) sees it: a signed-in
 * shopper who is not one sees an invitation to become a merchant instead, and someone who has not
 * logged in is asked to log in first and comes back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when the
 * shop's details could not be loaded (no connection), a message under each field filled in wrongly,
 * and a message with a way to add a new one when the staff member cannot be found.
 */
const meta = {
  title: 'Pages/BookingMerchant/StaffFormView',
  component: StaffFormView,
  globals: { login: 'loggedIn' },
  args: { state: ready, onChange: fn(), onToggleService: fn(), onToggleDay: fn(), onSubmit: fn(), onGo: fn(), onRetry: fn(), onOpen: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof StaffFormView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = FRAME_STORIES.loading;

/** The shop's details could not be loaded (no connection): the merchant can try again. */
export const ErrorWithRetry: Story = { name: 'Error With Retry (signed in)', ...FRAME_STORIES.errorWithRetry, tags: ['error-state'] };

/** A signed-in shopper who is not a merchant: the invitation to become one. */
export const Invitation: Story = FRAME_STORIES.invitation;

/** A new staff member in Thai at a store: its services offered, Monday to Saturday ticked. */
export const Create: Story = {
  name: 'Create (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gel Nails with Floral Art' }));
    await expect(args.onToggleService).toHaveBeenCalledWith('11002', true);
    await expect(canvas.getByRole('checkbox', { name: text('bookingMerchant:profile.weekday.6') })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: text('bookingMerchant:profile.weekday.7') }));
    await expect(args.onToggleDay).toHaveBeenCalledWith(7, true);
  },
};

/** Editing a staff member, in English. */
export const EditEnglish: Story = { name: 'Edit English (signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, values: staffValues(member, null) } } };

/** Editing a staff member, in Simplified Chinese. */
export const EditChinese: Story = { name: 'Edit Chinese (signed in)', globals: { locale: 'zh_CN' }, args: { state: { ...ready, editing: true, values: staffValues(member, null) } } };

/** A long Thai name wraps without hiding Save. */
export const LongThaiText: Story = { name: 'Long Thai Text (signed in)', globals: { locale: 'th_TH' }, args: { state: { ...ready, values: { ...staffValues(member, null), name: 'คุณวรรณวิภา ศรีสุวรรณรัตนากุล ณ อยุธยา' } } } };

/** In English, fields missing or filled in wrongly: each says what it needs. */
export const FieldErrors: Story = {
  name: 'Field Errors (English, signed in)',
  tags: ['error-state'],
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

/** Someone who is not on the merchant's staff: said, with a way to add a new one. */
export const UnknownMember: Story = { name: 'Unknown Member (English, signed in)', globals: { locale: 'en_US' }, args: { state: { ...ready, editing: true, unknownMember: true } } };
