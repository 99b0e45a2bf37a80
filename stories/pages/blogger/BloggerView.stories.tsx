import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BloggerView } from '../../../src/pages/blogger/Blogger/BloggerView';
import { playErrorWithRetry, PROGRAMME } from './bloggerStoryData';

/**
 * The blogger programme, /m/blogger (spec §2 route name blogger): what it offers, who may apply and
 * the way in, which depends on where the visitor stands; the announcement popup. Public.
 */
const meta = {
  title: 'Pages/Blogger/BloggerView',
  component: BloggerView,
  args: { status: 'ready', programme: PROGRAMME, standing: 'none', onCloseAnnouncement: fn(), onAction: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof BloggerView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'โครงการบล็อกเกอร์' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'สมัครเลย' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: playErrorWithRetry(),
};

/** Signed in, never applied, in Thai: the offers, the rules and Apply. */
export const Full: Story = {
  globals: { login: 'loggedIn' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('รับเงินคืน 5% จากทุกยอดขายผ่านลิงก์ของคุณ')).toBeVisible();
    await expect(canvas.getByText('มีผู้ติดตามอย่างน้อย 1,000 คนในช่องทางใดช่องทางหนึ่ง')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'สมัครเลย' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
  },
};

/** A guest: Apply says it signs in first. */
export const Guest: Story = {
  globals: { locale: 'en_US' },
  args: { standing: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to apply' }));
    await expect(args.onAction).toHaveBeenCalledWith('apply');
    await expect(canvas.queryByRole('button', { name: 'Messages from the programme' })).toBeNull();
  },
};

/** An application under review: its progress and the messages instead of Apply. */
export const Applying: Story = {
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

/** An approved blogger, in Chinese: the cashback and the messages. */
export const ApprovedChinese: Story = {
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

/** Rejected, in English: Apply again and the progress. */
export const English: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  args: { standing: 'rejected' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply again' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What you get' })).toBeVisible();
  },
};

/** The announcement popup, in Thai, on the narrowest phone: Got it closes it. */
export const AnnouncementPopup: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { announcementOpen: true, programme: { ...PROGRAMME, announcement: { id: 'A-1', title: PROGRAMME.announcement?.title ?? '', body: `${PROGRAMME.announcement?.body ?? ''} ${PROGRAMME.announcement?.body ?? ''}` } } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'แคมเปญสงกรานต์: รับเงินคืน 8%' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'รับทราบ' }));
    await expect(args.onCloseAnnouncement).toHaveBeenCalledTimes(1);
  },
};

/** Long Thai text (a long announcement-free page on the narrowest phone). */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { standing: 'rejected', programme: { ...PROGRAMME, minFollowers: 125000, announcement: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('มีผู้ติดตามอย่างน้อย 125,000 คนในช่องทางใดช่องทางหนึ่ง')).toBeVisible();
  },
};
