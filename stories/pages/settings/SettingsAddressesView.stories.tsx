import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SavedAddress } from '../../../src/api';
import { AddressesSectionView } from '../../../src/pages/settings/Settings/addresses/AddressesSectionView';
import { EMPTY_ADDRESS } from '../../../src/pages/settings/Settings/addresses/addressForm';
import { storyText } from '../../support/storyText';

const home: SavedAddress = {
  id: 'A-1',
  name: 'พลอย ศิริวรรณ',
  phone: '0812345678',
  address: '99/9 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา',
  province: 'กรุงเทพมหานคร',
  postcode: '10110',
  is_default: true,
};
const office: SavedAddress = {
  id: 'A-2',
  name: 'กานต์ธิดา ใจดี',
  phone: '0861234567',
  address: '1 ถนนนิมมานเหมินท์ ตำบลสุเทพ อำเภอเมืองเชียงใหม่',
  province: 'เชียงใหม่',
  postcode: '50200',
  is_default: false,
};
const longThai: SavedAddress = {
  id: 'A-3',
  name: 'สมศักดิ์ศรี เจริญรุ่งเรืองกิจการค้าระหว่างประเทศ',
  phone: '0898765432',
  address:
    'อาคารเอ็มไพร์ทาวเวอร์ ชั้น 47 ห้องเลขที่ 4701-4705 เลขที่ 1 ถนนสาทรใต้ แขวงยานนาวา เขตสาทร ซอยสาทร 11 แยก 9 ตรงข้ามสถานีรถไฟฟ้าบีทีเอสช่องนนทรี ทางออกหมายเลข 4',
  province: 'กรุงเทพมหานคร',
  postcode: '10120',
  is_default: false,
};

/**
 * The settings page's delivery addresses (/m/account/setting.php#addresses): each address card
 * (the default marked) with Edit, Set as default and Delete (after a confirmation), Add in a
 * bottom sheet (spec §5: name, Thai mobile, address, province required; postcode 5 digits), an
 * empty state, a retry, and Back to checkout when the shopper came from there. Use it only inside
 * the settings page (the container wires the calls).
 */
const meta = {
  title: 'Pages/Settings/SettingsAddressesView',
  component: AddressesSectionView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    addresses: [home, office],
    onRetry: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onSetDefault: fn(),
    onDelete: fn(),
    onFormChange: fn(),
    onFormSubmit: fn(),
    onFormClose: fn(),
    onDeleteConfirm: fn(),
    onDeleteCancel: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof AddressesSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: one way forward, Add. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No address yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your addresses could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Two Thai addresses, the first the default: edit, set the other as default, delete. */
export const ListWithDefault: Story = {
  name: 'List With Default (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(within(first as HTMLElement).getByText(text('commerce:addressCard.default'))).toBeVisible();
    await expect(within(first as HTMLElement).queryByRole('button', { name: new RegExp(text('settings:settings.addresses.setDefault')) })).toBeNull();
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: text('settings:settings.addresses.setDefaultNamed', { name: office.name }) }));
    await expect(args.onSetDefault).toHaveBeenCalledWith(office);
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: text('commerce:addressCard.edit') }));
    await expect(args.onEdit).toHaveBeenCalledWith(office);
    await userEvent.click(canvas.getByRole('button', { name: text('settings:settings.addresses.deleteNamed', { name: home.name }) }));
    await expect(args.onDelete).toHaveBeenCalledWith(home);
    await userEvent.click(canvas.getByRole('button', { name: text('settings:settings.addresses.add') }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The form after Save with bad values: each field's spec §5 message and the backend's refusal, everything typed kept. */
export const FormWithErrors: Story = {
  name: 'Form With Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    form: {
      mode: 'add',
      values: { ...EMPTY_ADDRESS, name: 'Ploy', phone: '081234', postcode: '101' },
      fieldErrors: { phone: 'Enter a valid mobile number', address: 'This field is required', province: 'This field is required', postcode: 'The postcode must be 5 digits' },
      failure: 'You can keep up to 10 addresses. Delete one you no longer use first.',
      offerDefault: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: 'New address' });
    const form = within(sheet);
    await expect(form.getByLabelText(/^Recipient’s name/)).toHaveValue('Ploy');
    await expect(form.getByLabelText(/^Phone number/)).toHaveAccessibleDescription(expect.stringContaining('Enter a valid mobile number'));
    await expect(form.getByLabelText(/^Postcode/)).toHaveAccessibleDescription('The postcode must be 5 digits');
    await expect(form.getByText('You can keep up to 10 addresses. Delete one you no longer use first.')).toHaveAttribute('role', 'alert');
    await userEvent.click(form.getByRole('checkbox', { name: 'Use as my default address' }));
    await expect(args.onFormChange).toHaveBeenCalledWith('makeDefault', true);
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    await expect(args.onFormSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A long Thai name and address on the narrowest phone, come from checkout (the way back under the list). */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { addresses: [home, longThai], back: 'checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ตรงข้ามสถานีรถไฟฟ้าบีทีเอสช่องนนทรี/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'กลับไปหน้าชำระเงิน' })).toBeVisible();
  },
};

/** Delete asks first, naming whose address goes. */
export const DeleteConfirmation: Story = {
  name: 'Delete Confirmation (signed in)',
  args: { addresses: [home, longThai], deleteTarget: longThai },
  play: async ({ canvasElement, args, ...context }) => {
    const text = storyText(context);
    const dialog = await within(canvasElement).findByRole('alertdialog', { name: text('settings:settings.addresses.deleteDialog.title') });
    await expect(dialog).toHaveTextContent(text('settings:settings.addresses.deleteDialog.message', { name: longThai.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: text('settings:settings.addresses.deleteDialog.confirm') }));
    await expect(args.onDeleteConfirm).toHaveBeenCalledTimes(1);
  },
};

/** In English, come from checkout: Back to checkout under the list. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { back: 'checkout' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to checkout' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** In Chinese, editing the second address (the sheet offers to make it the default). */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { form: { mode: 'edit', values: { name: office.name, phone: office.phone, address: office.address, province: 'เชียงใหม่', postcode: '50200', makeDefault: false }, offerDefault: true } },
  play: async ({ canvasElement }) => {
    const sheet = within(within(canvasElement).getByRole('dialog', { name: '编辑地址' }));
    await expect(sheet.getByLabelText(/^邮政编码/)).toHaveValue('50200');
    await expect(sheet.getByRole('checkbox', { name: '设为默认地址' })).not.toBeChecked();
    await expect(sheet.getByRole('button', { name: '保存地址' })).toBeVisible();
  },
};

/** Ten addresses: Add is disabled and a note says why. */
export const Full: Story = {
  name: 'Full (English, signed in)',
  globals: { locale: 'en_US' },
  args: { addresses: Array.from({ length: 10 }, (_, i) => ({ ...office, id: `A-${i + 1}`, name: `Recipient ${i + 1}`, is_default: i === 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeDisabled();
    await expect(canvas.getByText('You can keep up to 10 addresses.')).toBeVisible();
  },
};
