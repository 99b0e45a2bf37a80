import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getSavedCards } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/account/my_card.php';
const VAULT_PATH = '/v1/tokens';
const SAVE_PATH = '/wap/api/user_center/card/save';
const DELETE_PATH = '/wap/api/user_center/card/delete';
const CARD_NUMBER = '5555555555554444';
const SECURITY_CODE = '739';

/**
 * Saved cards through the real route table on the stateful mock backend: adding a card (the card
 * goes to the vault only, the shop gets the token), the checks before anything is sent, the
 * vault's refusal, removing a card after the confirmation, a failed or malformed load with retry,
 * and a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Wallet/MyCardsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const to = (path: string) => sent.filter((request) => request.url.pathname === path);

/** Every parameter value a request carried (query and form body). */
function valuesOf(request: SentRequest): string[] {
  const values = [...request.url.searchParams.values()];
  if (request.body.trim().startsWith('{')) return [...values, ...Object.values(JSON.parse(request.body) as Record<string, unknown>).map(String)];
  return [...values, ...new URLSearchParams(request.body).values()];
}

async function openAndFill(canvasElement: HTMLElement, card: { number: string; expiry: string; code: string; holder: string }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add a card' }, { timeout: 5000 }));
  if (card.number) await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), card.number);
  if (card.expiry) await userEvent.type(canvas.getByRole('textbox', { name: /^Expiry date/ }), card.expiry);
  if (card.code) await userEvent.type(canvas.getByRole('textbox', { name: /^Security code/ }), card.code);
  if (card.holder) await userEvent.type(canvas.getByRole('textbox', { name: /^Name on card/ }), card.holder);
}

/**
 * Add a Mastercard with a double click on Save: one vault call with the card, one save call with
 * the token only; the shop backend never receives the card number or the security code. The new
 * card joins the list by brand and last four.
 */
export const PageAddCard: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openAndFill(canvasElement, { number: CARD_NUMBER, expiry: '1230', code: SECURITY_CODE, holder: 'Ploy Siriwan' });
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Mastercard •••• 4444', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Your card has been saved')).toBeVisible();
    await expect(canvas.getByText('Visa •••• 4242')).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Add a card' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add a card' })).toHaveFocus();

    await expect(to(VAULT_PATH)).toHaveLength(1);
    await expect(JSON.parse(to(VAULT_PATH)[0]?.body ?? '{}')).toMatchObject({
      card_number: CARD_NUMBER,
      expiry: '1230',
      security_code: SECURITY_CODE,
      holder_name: 'Ploy Siriwan',
    });
    await expect(to(SAVE_PATH)).toHaveLength(1);
    const saved = new URLSearchParams(to(SAVE_PATH)[0]?.body);
    await expect(Object.fromEntries([...saved].filter(([name]) => !['lang', 'platform', 'version', 'type', 'is_chinese_tourists', 'sessionid', 'usersecre', 'longitude', 'latitude'].includes(name)))).toEqual({
      card_token: 'tok_mock_4444',
      brand: 'mastercard',
      last4: '4444',
      expiry_month: '12',
      expiry_year: '2030',
    });
    // Nothing but the vault ever saw the card number or the security code.
    const toShop = sent.filter((request) => request.url.pathname !== VAULT_PATH);
    await expect(toShop.length).toBeGreaterThan(0);
    for (const request of toShop) {
      await expect(`${request.url.href} ${request.body}`).not.toContain(CARD_NUMBER);
      await expect(`${request.url.href} ${request.body}`).not.toMatch(/card_number|security_code/);
      await expect(valuesOf(request)).not.toContain(SECURITY_CODE);
    }
  },
};

/** A number that fails its Luhn check, a passed expiry, a short security code, no holder: the messages; nothing is sent. */
export const PageInvalidCard: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openAndFill(canvasElement, { number: '5555555555554445', expiry: '0124', code: '12', holder: '' });
    const before = sent.length;
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(/This card number is not valid/);
    await expect(canvas.getByRole('textbox', { name: /^Expiry date/ })).toHaveAccessibleDescription(/This card has expired/);
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveAccessibleDescription(/security code/i);
    await expect(canvas.getByRole('textbox', { name: /^Name on card/ })).toHaveAccessibleDescription('This field is required');
    // An American Express number one digit short: the brand's length.
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Card number/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Card number/ }), '37828224631000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveAccessibleDescription(/American Express card numbers have 15 digits/);
    await expect(canvas.getByRole('textbox', { name: /^Security code/ })).toHaveAccessibleDescription(/4-digit security code/);
    await expect(sent.length).toBe(before);
  },
};

/** The vault refuses the card (in Thai): the page's own message, the form kept, nothing saved at the shop. */
export const PageVaultRefuses: Story = {
  globals: { login: 'loggedIn' },
  parameters: { msw: { handlers: { payment: paymentHandlers(scenario.errcode(402)) } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มบัตร' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^หมายเลขบัตร/ }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: /^วันหมดอายุ/ }), '1230');
    await userEvent.type(canvas.getByRole('textbox', { name: /^รหัสความปลอดภัย/ }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: /^ชื่อบนบัตร/ }), 'Ploy Siriwan');
    await userEvent.click(canvas.getByRole('button', { name: 'บันทึกบัตร' }));
    const form = canvas.getByRole('form', { name: 'เพิ่มบัตรใหม่' });
    await expect(await within(form).findByText('ไม่สามารถยืนยันบัตรนี้ได้ โปรดตรวจสอบข้อมูลหรือใช้บัตรอื่น', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^หมายเลขบัตร/ })).toHaveValue('4242424242424242');
    await expect(to(VAULT_PATH)).toHaveLength(1);
    await expect(to(SAVE_PATH)).toHaveLength(0);
  },
};

/** Remove after the confirmation (confirmed twice, sent once): the list is empty and says so. */
export const PageRemoveCard: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Visa ending in 4242' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'Remove this card?' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Remove card' }));
    await expect(await canvas.findByRole('heading', { name: 'No saved cards' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Your card has been removed')).toBeVisible();
    await expect(to(DELETE_PATH)).toHaveLength(1);
    await expect(new URLSearchParams(to(DELETE_PATH)[0]?.body).get('card_id')).toBe('tok_saved_4242');
  },
};

/** Cancel in the confirmation keeps the card; nothing is sent. */
export const PageRemoveCancelled: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '删除尾号4242的Visa' }, { timeout: 5000 }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '确定删除这张银行卡吗？' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(canvas.getByText('Visa •••• 4242')).toBeVisible();
    await expect(to(DELETE_PATH)).toHaveLength(0);
  },
};

const listCalls = answersInTurn(getSavedCards.meta, userCenterMocks.getSavedCards, [scenario.serverError, scenario.ok]);

/** The first load fails: the error with a retry; Try again loads the cards. */
export const PageErrorWithRetry: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [listCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => listCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await expect(await canvas.findByText('Visa •••• 4242', {}, { timeout: 5000 })).toBeVisible();
    await expect(listCalls.calls()).toBe(2);
  },
};

/** A malformed answer: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getSavedCards: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cards could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
