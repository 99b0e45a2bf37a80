import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cashCardSchema, type CashCard } from '../../../src/api';
import { CashCardsView } from '../../../src/pages/wallet/CashCards/CashCardsView';

const card = (card_id: string, card_no: string, balance: number, expire_at: string | null): CashCard =>
  cashCardSchema.parse({ card_id, card_no, balance, expire_at });

const CARDS: readonly CashCard[] = [
  card('CC-2', '6200 **** **** 5001', 500, '2027-12-31'),
  card('CC-1', '6200 **** **** 1234', 249.5, '2025-12-31'),
  card('CC-9', '6200 **** **** 9001', 1000, null),
];

/**
 * The shopper's gift / cash cards, /m/account/cash_card.php (spec §2 route name account-cash_card):
 * the total balance, redeeming a code (the card it adds joins the list and the total), and each
 * card by its last four digits with its balance in baht and the date it is valid until. Guests
 * never see it: the loader sends them to sign in. Use it only as that route.
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
  parameters: { frame: 'none' },
} satisfies Meta<typeof CashCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'บัตรเงินสด' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'แลกรหัส' })).toBeNull();
  },
};

/** No cash card: a zero total, the redeem form and the empty state. */
export const Empty: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'ready', cards: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Total balance' })).toHaveTextContent('฿0');
    await expect(canvas.getByRole('heading', { name: 'No cash cards yet' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cash cards could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Three cards in Thai: the total, each balance in baht, Buddhist-era dates; typing and Redeem call out. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'ยอดคงเหลือรวม' })).toHaveTextContent('฿1,749.50');
    await expect(canvas.getByText('บัตรเงินสด •••• 5001')).toBeVisible();
    await expect(canvas.getByText('฿249.50')).toBeVisible();
    await expect(canvas.getByText('ใช้ได้ถึง 31 ธ.ค. 2570')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^รหัสบัตรเงินสด/ }), 'A');
    await expect(args.onCodeChange).toHaveBeenCalledWith('A');
    await userEvent.click(canvas.getByRole('button', { name: 'แลกรหัส' }));
    await expect(args.onRedeem).toHaveBeenCalledTimes(1);
  },
};

/** The backend refused the code (in English): its message at the field. */
export const RedeemRefused: Story = {
  globals: { locale: 'en_US' },
  args: { code: 'KONVY2024GIFT', codeError: 'This cash card code has already been redeemed.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAccessibleDescription(/already been redeemed/);
    await expect(canvas.getByRole('textbox', { name: /^Cash card code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A long Thai refusal and a large balance while a redemption is under way, on the narrowest phone. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
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

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cash cards' })).toBeVisible();
    await expect(canvas.getByText('Valid until Dec 31, 2027')).toBeVisible();
    await expect(canvas.getByText('Cash card ending in 1234')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Redeem' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '储值卡' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '总余额' })).toHaveTextContent('฿1,749.50');
    await expect(canvas.getByRole('button', { name: '兑换' })).toBeVisible();
  },
};
