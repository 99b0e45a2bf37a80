import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { savedCardSchema, type SavedCard } from '../../../src/api';
import { EMPTY_CARD } from '../../../src/pages/wallet/MyCards/addCardValues';
import { MyCardsView } from '../../../src/pages/wallet/MyCards/MyCardsView';
import { storyText } from '../../support/storyText';

const card = (card_id: string, brand: string, last4: string, expiry_month: number | null, expiry_year: number | null): SavedCard =>
  savedCardSchema.parse({ card_id, brand, last4, expiry_month, expiry_year });

const CARDS: readonly SavedCard[] = [
  card('tok_saved_4242', 'visa', '4242', 12, 2030),
  card('tok_mock_4444', 'mastercard', '4444', 8, 2029),
  card('tok_mock_0005', 'amex', '0005', 1, 2026),
  card('tok_mock_0000', 'discover', '0000', null, null),
];

/** 25 November 2026: the amex card (01/26) has expired. */
const NOW = new Date(2026, 10, 25, 12).getTime();

const FORM = { values: EMPTY_CARD, onChange: fn(), onSubmit: fn() };

/**
 * **My cards: where a signed-in shopper keeps the bank cards they pay with.**
 *
 * Each saved card shows only its brand and last four digits, with its expiry (marked when it has
 * passed). The shopper removes a card after confirming, or adds one: the card number, expiry,
 * security code and name are checked on the phone first, then go only to the card company, never to
 * the shop. A shopper who has not logged in never sees this page: they are asked to log in first
 * and come back here after.
 *
 * They see the loading state while the cards are on their way, an empty list with Add a card, the
 * error state with Try again when the cards could not be loaded, a message under each card field
 * that cannot be right (nothing is sent), and a message when the card company refused the card (the
 * form is kept).
 */
const meta = {
  title: 'Pages/Wallet/MyCardsView',
  component: MyCardsView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', cards: CARDS },
    now: NOW,
    onRetry: fn(),
    onAdd: fn(),
    onAddCancel: fn(),
    onRemove: fn(),
    onRemoveCancel: fn(),
    onRemoveConfirm: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof MyCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the cards are on their way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { state: { status: 'loading' } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text('cards:myCards.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('cards:myCards.add.open') })).toBeNull();
  },
};

/** No saved card: Add a card. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', cards: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The cards could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cards could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Four cards in Thai, brand and last four digits only; a passed expiry is marked; an unknown brand shows as a plain card. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Visa •••• 4242')).toBeVisible();
    await expect(canvas.getByText(text('cards:myCards.list.cardName', { brand: text('cards:brands.visa'), last4: '4242' }))).toBeInTheDocument();
    await expect(canvas.getByText(text('cards:myCards.list.expires', { date: '12/30' }))).toBeVisible();
    await expect(canvas.getByText(text('cards:myCards.list.expired', { date: '01/26' }))).toBeVisible();
    await expect(canvas.getByText(`${text('cards:brands.other')} •••• 0000`)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/\d{5,}/);
    await userEvent.click(canvas.getByRole('button', { name: text('cards:myCards.remove.label', { brand: text('cards:brands.mastercard'), last4: '4444' }) }));
    await expect(args.onRemove).toHaveBeenCalledWith(CARDS[1]);
  },
};

/** Adding a card, filled in, in English: Save sends it, Cancel closes. */
export const AddCardOpen: Story = {
  name: 'Add Card Open (English, signed in)',
  globals: { locale: 'en_US' },
  args: { addForm: { ...FORM, values: { number: '5555555555554444', expiry: '1230', securityCode: '123', holder: 'Ploy Siriwan' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Add a card' });
    await expect(within(form).getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription('Mastercard card');
    await expect(within(form).getByRole('textbox', { name: /^Card number/ })).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await expect(args.addForm?.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await expect(args.onAddCancel).toHaveBeenCalledTimes(1);
  },
};

/** Every field's message in English: a number of the wrong length, a passed expiry, the code and the name. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    addForm: {
      ...FORM,
      values: { number: '3782822463100', expiry: '0124', securityCode: '123', holder: '' },
      errors: {
        number: 'American Express card numbers have 15 digits',
        expiry: 'This card has expired',
        securityCode: 'American Express cards have a 4-digit security code',
        holder: 'This field is required',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Expiry date/ })).toHaveAccessibleDescription(/This card has expired/);
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveAccessibleDescription(/4-digit security code/);
    await expect(canvas.getByRole('textbox', { name: /^Name on card/ })).toHaveAccessibleDescription('This field is required');
  },
};

/** Removing a card asks first: Remove card confirms, Cancel keeps it. */
export const RemoveConfirm: Story = {
  name: 'Remove Confirm (English, signed in)',
  globals: { locale: 'en_US' },
  args: { removing: CARDS[0] ?? null },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Remove this card?' });
    await expect(dialog).toHaveAccessibleDescription('Visa ending in 4242 will no longer be offered when you pay.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await expect(args.onRemoveConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemoveCancel).toHaveBeenCalledTimes(1);
  },
};

/** The card company's refusal in Thai while the next try is under way, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    addForm: {
      ...FORM,
      values: { number: '4242424242424242', expiry: '1230', securityCode: '123', holder: 'นางสาวพลอยไพลิน ศิริวรรณวงศ์สกุลเจริญรุ่งเรือง' },
      failure: 'ไม่สามารถยืนยันบัตรนี้ได้ โปรดตรวจสอบข้อมูลหรือใช้บัตรอื่น หากยังไม่สำเร็จ โปรดติดต่อธนาคารผู้ออกบัตรของคุณ',
      submitting: true,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถยืนยันบัตรนี้ได้');
    await expect(canvas.getByRole('form', { name: 'เพิ่มบัตรใหม่' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My cards' })).toBeVisible();
    await expect(canvas.getByText('Expired 01/26')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove American Express ending in 0005' })).toBeVisible();
  },
};

/** In Simplified Chinese, adding a card. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { addForm: FORM },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '我的银行卡' })).toBeVisible();
    await expect(canvas.getByText('尾号4444的万事达卡')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^安全码/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存银行卡' })).toBeVisible();
  },
};
