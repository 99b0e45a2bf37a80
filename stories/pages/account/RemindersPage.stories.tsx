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
 * Arrival reminders through the real route table on the stateful mock backend: the demo shopper's
 * four reminders, removing one (the spec §7 call with action cancel, sent once), a failed remove
 * putting it back, a failed load with retry, and a guest sent to sign in and back.
 */
const meta = {
  title: 'Pages/Account/RemindersPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();
const list = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('list', { name }, { timeout: 5000 });

/** The demo shopper in Thai: four reminders, each with Remove. */
export const PageShopper: Story = {
  globals: { login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement, 'แจ้งเตือนสินค้าเข้า')).getAllByRole('button', { name: /^ลบการแจ้งเตือนของ / })).toHaveLength(4);
  },
};

/** Remove, tapped twice: one cancel call for that product; it leaves the list and a toast says so; a reload agrees. */
export const PageRemoveOne: Story = {
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

/** The remove call fails: the product comes back and a toast says it could not be removed. */
export const PageRemoveFails: Story = {
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

/** The first load fails: the error with a retry; Try again loads the reminders. */
export const PageErrorWithRetry: Story = {
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

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
