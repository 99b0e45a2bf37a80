import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import type { ArrivalReminderContext } from '../../../src/machines/arrivalReminder';
import { ArrivalReminder } from '../../../src/pages/flows/arrivalReminder';
import { setArrivalReminder } from '../../../src/api/endpoints/product';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { storyText } from '../../support/storyText';
import { ArrivalReminderStateHarness } from './ArrivalReminderStateHarness';

/**
 * The "notify me when back in stock" button of a sold-out product (spec §4, §7: payload action,
 * tid). A logged-in shopper registers and gets a toast; a logged-out one is sent to login. Use it
 * only where the product is sold out; do not use it for products that are taken down (they cannot
 * come back) or as a general newsletter sign-up.
 */
const meta = {
  title: 'Flows/ArrivalReminder',
  component: ArrivalReminder,
  args: { tid: '1001', returnTo: '/m/koko/lip-tint-1001.html', onNavigate: fn() },
} satisfies Meta<typeof ArrivalReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = { tid: '1001', isLogin: true, returnTo: '/m/koko/lip-tint-1001.html' };
const context = (overrides: Partial<ArrivalReminderContext> = {}): ArrivalReminderContext => ({
  tid: '1001',
  isLogin: true,
  returnTo: '/m/koko/lip-tint-1001.html',
  failure: null,
  ...overrides,
});

// ---- State stories: one per state of the machine ----

export const Idle: Story = {
  parameters: { flowStates: ['arrivalReminder.idle'] },
  render: () => <ArrivalReminderStateHarness value="idle" context={context()} input={input} />,
};

export const IdleLoggedOutEnglish: Story = {
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['arrivalReminder.idle'] },
  render: () => <ArrivalReminderStateHarness value="idle" context={context({ isLogin: false })} input={{ ...input, isLogin: false }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Notify me when back in stock' })).toBeEnabled();
    await expect(canvas.getByText('Log in to get a notification when this product is back in stock')).toBeVisible();
  },
};

export const Registering: Story = {
  name: 'Registering (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['arrivalReminder.registering'] },
  render: () => <ArrivalReminderStateHarness value="registering" context={context()} input={input} />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Notify me when back in stock/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Registered: Story = {
  parameters: { flowStates: ['arrivalReminder.registered'] },
  render: () => <ArrivalReminderStateHarness value="registered" context={context()} input={input} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByRole('status')).toHaveTextContent(text('backgroundFlows:arrivalReminder.registered'));
  },
};

export const RegisteredChinese: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['arrivalReminder.registered'] },
  render: () => <ArrivalReminderStateHarness value="registered" context={context()} input={input} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('到货后我们会通知您');
  },
};

export const Failed: Story = {
  name: 'Failed (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['arrivalReminder.failed'] },
  render: () => <ArrivalReminderStateHarness value="failed" context={context({ failure: { kind: 'failed' } })} input={input} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again: notify me when back in stock' })).toBeEnabled();
  },
};

// ---- Flow stories: the wired button on the mock backend ----

let sent: SentRequest[] = [];

/** Logged in: a tap (here a double click: one call) registers; the success toast shows and the button becomes a confirmation. */
export const LoggedInRegisters: Story = {
  name: 'Logged In Registers (English)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Notify me when back in stock' }));
    await expect(await canvas.findByText('We will notify you when it is back', {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText('Done! We will let you know as soon as it is back in stock.')).toBeVisible();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(sent.filter((request) => request.url.pathname === setArrivalReminder.meta.path)).toHaveLength(1);
  },
};

/** Logged out: the tap goes to login, with the way back to the product. */
export const LoggedOutGoesToLogin: Story = {
  name: 'Logged Out Goes To Login (English, guest)',
  globals: { locale: 'en_US', login: 'guest' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify me when back in stock' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(`/m/login.php?redirect=${encodeURIComponent('/m/koko/lip-tint-1001.html')}`);
  },
};

/** The session ran out on the server (401): the shopper is sent to login as well. */
export const SessionExpiredGoesToLogin: Story = {
  name: 'Session Expired Goes To Login (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { product: productHandlers({ setArrivalReminder: scenario.errcode(401) }) } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notify me when back in stock' }));
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledTimes(1));
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringContaining('/m/login.php'));
  },
};

/** The server fails: an error toast, and the button offers to try again. */
export const ServerErrorOffersRetry: Story = {
  name: 'Server Error Offers Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { product: productHandlers({ setArrivalReminder: scenario.serverError }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me when back in stock' }));
    await expect(await canvas.findByRole('button', { name: 'Try again: notify me when back in stock' })).toBeEnabled();
    await expect(await canvas.findByText('The reminder could not be set. Please try again.')).toBeVisible();
  },
};

/** Thai (default): a long product context does not matter; the button and hint wrap. */
export const ThaiLoggedOut: Story = {
  name: 'Thai Logged Out (guest)',
  // Its point is the Thai text wrapping: the story sets Thai itself.
  globals: { locale: 'th_TH', login: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'แจ้งเตือนเมื่อสินค้ากลับมา' })).toBeEnabled();
  },
};

/** The product already has a reminder: the confirmation shows and nothing is sent. */
export const AlreadyRegistered: Story = {
  name: 'Already Registered (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { registered: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We will notify you when it is back')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Notify me when back in stock' })).toBeNull();
  },
};
