import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers, userCenterHandlers } from '../../../mocks/handlers';
import { productMocks } from '../../../mocks/handlers/product';
import { userCenterMocks } from '../../../mocks/handlers/userCenter';
import { scenario } from '../../../mocks/scenarios';
import { setArrivalReminder } from '../../../src/api/endpoints/product';
import { getReminders } from '../../../src/api/endpoints/userCenter';
import { answersInTurn } from '../../flows/addToCart/answersInTurn';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playGuestSentToSignIn, requestLog } from './accountStorySupport';

const PATH = '/m/account/reminder.php';
const REMINDER_CALL = '/m_api/team/arrival_reminder.php';

/**
 * **Arrival reminders: the sold-out products a signed-in shopper asked to hear about when they are
 * back.**
 *
 * A shopper sets a reminder with Remind me on a sold-out product's page; here they see all of them
 * and can Remove the ones they no longer want (a message confirms it, or says it could not be done
 * and the product stays). A shopper who has not logged in never sees this page: they are asked to
 * log in first and come back here after.
 *
 * They see the loading state while the reminders are on their way, an empty list with Go shopping,
 * and the error state with Try again when the reminders could not be loaded (no connection).
 */
const meta = {
  title: 'Pages/Account/RemindersPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();
const list = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

/** A signed-in shopper in Thai: four reminders, each with Remove. */
export const PageShopper: Story = {
  name: 'Page Shopper (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement, 'แจ้งเตือนสินค้าเข้า')).getAllByRole('button', { name: /^ลบการแจ้งเตือนของ / })).toHaveLength(4);
  },
};

/** Remove (even tapped twice): the product leaves the list once, a message says so, and it stays gone. */
export const PageRemoveOne: Story = {
  name: 'Page Remove One (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminders = await list(canvasElement, 'Arrival reminders');
    await userEvent.dblClick(within(reminders).getByRole('button', { name: 'Remove the reminder for Turmeric Brightening Serum 30 ml' }));
    await expect(await canvas.findByText('Reminder removed', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(reminders).getAllByRole('button', { name: /^Remove the reminder for / })).toHaveLength(3);
    await expect(log.bodiesTo(REMINDER_CALL)).toHaveLength(1);
    const [sent] = log.bodiesTo(REMINDER_CALL);
    await expect([sent?.get('action'), sent?.get('tid')]).toEqual(['cancel', '50001']);
  },
};

const removeCalls = answersInTurn(setArrivalReminder.meta, productMocks.setArrivalReminder, [scenario.serverError]);

/** The reminder could not be removed: the product comes back and a message says so. */
export const PageRemoveFails: Story = {
  name: 'Page Remove Fails (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { product: [removeCalls.handler, ...productHandlers()] } } },
  beforeEach: () => removeCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reminders = await list(canvasElement, 'Arrival reminders');
    await userEvent.click(within(reminders).getByRole('button', { name: 'Remove the reminder for Turmeric Brightening Serum 30 ml' }));
    await waitFor(() => expect(removeCalls.calls()).toBe(1));
    await expect(await canvas.findByRole('button', { name: 'Remove the reminder for Turmeric Brightening Serum 30 ml' }, { timeout: 5000 })).toBeVisible();
    await expect(within(reminders).getAllByRole('button', { name: /^Remove the reminder for / })).toHaveLength(4);
  },
};

const reminderCalls = answersInTurn(getReminders.meta, userCenterMocks.getReminders, [scenario.serverError, scenario.ok]);

/** The reminders could not be loaded at first: Try again brings them. */
export const PageErrorWithRetry: Story = {
  name: 'Page Error With Retry (Chinese, signed in)',
  tags: ['error-state'],
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [reminderCalls.handler, ...userCenterHandlers()] } } },
  beforeEach: () => reminderCalls.reset(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '重试' }, { timeout: 5000 }));
    await expect(await list(canvasElement, '到货提醒')).toBeVisible();
    await expect(reminderCalls.calls()).toBe(2);
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
