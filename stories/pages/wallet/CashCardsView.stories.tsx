import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cashCardSchema, type CashCard } from '../../../src/api';
import { CashCardsView } from '../../../src/pages/wallet/CashCards/CashCardsView';
import { formatDate } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

const card = (card_id: string, card_no: string, balance: number, expire_at: string | null): CashCard =>
  cashCardSchema.parse({ card_id, card_no, balance, expire_at });

const CARDS: readonly CashCard[] = [
  card('CC-2', '6200 **** **** 5001', 500, '2027-12-31'),
  card('CC-1', '6200 **** **** 1234', 249.5, '2025-12-31'),
  card('CC-9', '6200 **** **** 9001', 1000, null),
];

/**
 * **Cash cards: where a signed-in shopper redeems a gift card code and sees what their cards are
 * worth.**
 *
 * The shopper sees the total on their cash cards, types a code and taps Redeem (the new card joins
 * the list and the total), and sees each card by its last four digits with its balance in baht and
 * the date it is valid until (in the Buddhist calendar in Thai). A shopper who has not logged in
 * never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the cards are on their way, a zero total and an empty list when
 * they have no card, the error state with Try again when the cards could not be loaded, a message
 * at the code when it cannot be a code (nothing is sent), and the shop's message at the code when
 * it refused it (unknown, or already redeemed).
 */
const meta = {
  title: 'Pages/Wallet/CashCardsView',
  component: CashCardsView,
  globals: { login: 'loggedIn' },
  args: {
    state: { status: 'ready', cards: CARDS },
    code: '',
    onCodeChange: fn(),
    onRetry: fn(),
    onRedeem: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof CashCardsView>;

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
    await expect(canvas.getByRole('heading', { level: 1, name: text('cards:cashCards.title') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text('cards:cashCards.redeem.submit') })).toBeNull();
  },
};

/** No cash card yet: a zero total, the code field and an empty list. */
export const Empty: Story = {
  name: 'Empty (English, signed in)',
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', cards: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Total balance' })).toHaveTextContent('฿0');
    await expect(canvas.getByRole('heading', { name: 'No cash cards yet' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toBeVisible();
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
    await expect(canvas.getByRole('heading', { name: 'Your cash cards could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Three cards in Thai: the total, each balance, and the dates in the Buddhist calendar. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: text('cards:cashCards.total') })).toHaveTextContent('฿1,749.50');
    await expect(canvas.getByText(`${text('cards:cashCards.list.cardLabel')} •••• 5001`)).toBeVisible();
    await expect(canvas.getByText('฿249.50')).toBeVisible();
    await expect(canvas.getByText(text('cards:cashCards.list.validUntil', { date: formatDate('2027-12-31', storyLocale(context.globals)) }))).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(`^${text('cards:cashCards.redeem.code')}`) }), 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('A');
    await userEvent.click(canvas.getByRole('button', { name: text('cards:cashCards.redeem.submit') }));
    await expect(args.onRedeem).toHaveBeenCalledTimes(1);
  },
};

/** The shop refused the code, in English: its message at the field. */
export const RedeemRefused: Story = {
  name: 'Redeem Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { code: 'KONVY2024GIFT', codeError: 'This cash card code has already been redeemed.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAccessibleDescription(/already been redeemed/);
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A long Thai refusal and a large balance while a code is being redeemed, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    state: { status: 'ready', cards: [card('CC-7', '6200 **** **** 7777', 1234567.25, '2028-06-30'), ...CARDS] },
    code: 'GLOW500GIFT-EXTRA',
    codeError: 'รหัสบัตรเงินสดนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาตรวจสอบรหัสที่พิมพ์อยู่ด้านหลังบัตรอีกครั้ง หรือติดต่อฝ่ายบริการลูกค้า',
    redeeming: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'ยอดคงเหลือรวม' })).toHaveTextContent('฿1,236,316.75');
    await expect(canvas.getByRole('alert')).toHaveTextContent('รหัสบัตรเงินสดนี้ไม่ถูกต้อง');
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash cards' })).toBeVisible();
    await expect(canvas.getByText('Valid until Dec 31, 2027')).toBeVisible();
    await expect(canvas.getByText('Cash card ending in 1234')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '储值卡' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '总余额' })).toHaveTextContent('฿1,749.50');
    await expect(canvas.getByRole('button', { name: '兑换' })).toBeVisible();
  },
};
