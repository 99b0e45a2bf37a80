import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerView } from '../../../src/pages/blogger/Blogger/BloggerView';
import { playErrorWithRetry, PROGRAMME } from './bloggerStoryData';
import { formatCount } from '../../../src/format';
import { storyLocale, storyText } from '../../support/storyText';

/**
 * **Blogger programme: what the shop offers bloggers, who may apply, and the way in.**
 *
 * Anyone can read it: the cashback on every sale through the blogger's links and the other offers,
 * who can apply, and an announcement popup when the shop has one. What the shopper can do next
 * depends on where they stand: Apply now (or Sign in to apply for a shopper who has not logged in),
 * their application's progress while it is being reviewed, their cashback and messages once
 * approved, Apply again after a refusal.
 *
 * They see the loading state while the page is on its way, and the error state with Try again when
 * it could not be loaded.
 */
const meta = {
  title: 'Pages/Blogger/BloggerView',
  component: BloggerView,
  args: { status: 'ready', programme: PROGRAMME, standing: 'none', onCloseAnnouncement: fn(), onAction: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BloggerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the programme page is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('blogger:home.title') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text('blogger:home.actions.apply') })).toBeNull();
  },
};

/** The page could not be loaded: the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** A signed-in shopper who never applied: the offers, who can apply, and Apply now. */
export const Full: Story = {
  name: 'Full (signed in)',
  globals: { login: 'loggedIn' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('blogger:home.offers.cashback', { rate: 5 }))).toBeVisible();
    await expect(canvas.getByText(text('blogger:home.rules.followers', { followers: formatCount(1000, storyLocale(context.globals)) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('blogger:home.actions.apply') }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  },
};

/** A shopper who has not logged in: the button says they log in first. */
export const Guest: Story = {
  name: 'Guest (English)',
  globals: { locale: 'en_US' },
  args: { standing: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to apply' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
    await expect(canvas.queryByRole('button', { name: 'Messages from the programme' })).toBeNull();
  },
};

/** An application being reviewed: its progress and the messages instead of Apply. */
export const Applying: Story = {
  name: 'Applying (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { standing: 'applying' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your application has been submitted and is being reviewed.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'See my application' }));
    await expect(args.onAction).toHaveBeenCalledWith('progress');
  },
};

/** An approved blogger, in Chinese: their cashback and messages. */
export const ApprovedChinese: Story = {
  name: 'Approved Chinese (signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  args: { standing: 'approved' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '我的返现' }));
    await expect(args.onAction).toHaveBeenCalledWith('cashback');
    await userEvent.click(canvas.getByRole('button', { name: '计划消息' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('messages');
  },
};

/** After a refusal, in English: Apply again, and the progress. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { standing: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What you get' })).toBeVisible();
  },
};

/** The shop's announcement (written in Thai) in a popup, on the narrowest phone: Got it closes it. */
export const AnnouncementPopup: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { announcementOpen: true, programme: { ...PROGRAMME, announcement: { id: 'A-1', title: PROGRAMME.announcement?.title ?? '', body: `${PROGRAMME.announcement?.body ?? ''} ${PROGRAMME.announcement?.body ?? ''}` } } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'แคมเปญสงกรานต์: รับเงินคืน 8%' });
    await userEvent.click(within(dialog).getByRole('button', { name: text('blogger:dialogs.gotIt') }));
    await expect(args.onCloseAnnouncement).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai texts on the narrowest phone, with no announcement. */
export const LongThai: Story = {
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { standing: 'rejected', programme: { ...PROGRAMME, minFollowers: 125000, announcement: null } },
  play: async (context) => {
    const text = storyText(context);
    const followers = formatCount(125000, storyLocale(context.globals));
    await expect(within(context.canvasElement).getByText(text('blogger:home.rules.followers', { followers }))).toBeVisible();
  } };
