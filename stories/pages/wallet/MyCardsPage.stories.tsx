import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { getSavedCards } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { playGuestAtSignIn } from '../../support/routeSteps';

const PATH = '/m/account/my_card.php';
const VAULT_PATH = '/v1/tokens';
const SAVE_PATH = '/wap/api/user_center/card/save';
const DELETE_PATH = '/wap/api/user_center/card/delete';
const CARD_NUMBER = '5555555555554444';
const SECURITY_CODE = '739';

/**
 * **My cards (in the running shop): where a signed-in shopper keeps the bank cards they pay with.**
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
  title: 'Pages/Wallet/MyCardsPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
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

/** A Mastercard added, Save tapped twice: saved once, and the shop never receives the card number or code; the card joins the list. */
export const PageAddCard: Story = {
  name: 'Page Add Card (English, signed in)',
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

/** A number that cannot be right, a passed expiry, a short code and no name: the messages; nothing is sent. */
export const PageInvalidCard: Story = {
  name: 'Page Invalid Card (English, signed in)',
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

/** The card company refuses the card, in Thai: a message, the form kept, nothing saved. */
export const PageVaultRefuses: Story = {
  name: 'Page Vault Refuses (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
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

/** A card removed after confirming (once, even when tapped twice): the list is empty and says so. */
export const PageRemoveCard: Story = {
  name: 'Page Remove Card (English, signed in)',
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

/** Cancel when asked to confirm keeps the card; nothing is sent. */
export const PageRemoveCancelled: Story = {
  name: 'Page Remove Cancelled (Chinese, signed in)',
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

/** The cards could not be loaded: Try again loads them. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (English, signed in)',
  tags: ['error-state'],
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

/** Test only: cards the shop sent garbled show a clear message with Try again, never a crash. */
export const PageMalformed: Story = {
  name: 'Page Malformed (English, signed in)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ default: scenario.ok, getSavedCards: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cards could not be loaded' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
