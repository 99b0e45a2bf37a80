import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from './bloggerStoryData';

const PATH = '/m/blogger';

/**
 * The blogger programme page through the real route table on the stateful mock backend: the
 * announcement popup, a guest's Apply through sign-in back to the form, a shopper's application
 * under review, and a malformed answer with retry.
 */
const meta = {
  title: 'Pages/Blogger/BloggerPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closeAnnouncement(canvasElement: HTMLElement, title: string, button: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: title }, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
}

/** A guest, in English: the announcement, then Sign in to apply goes to sign in with the form as the way back. */
export const PageGuest: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await closeAnnouncement(canvasElement, 'Songkran campaign: 8% cashback', 'Got it');
    await expect(canvas.getByText('5% cashback on every sale through your links')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to apply' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent('/m/blogger/blogger_form')}`), { timeout: 5000 });
  },
};

/** The demo shopper (application under review), in Thai: no Apply; the progress. */
export const PageApplying: Story = {
  globals: { login: 'loggedIn' },
  parameters: { shop: { seed: 'shopper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await closeAnnouncement(canvasElement, 'แคมเปญสงกรานต์: รับเงินคืน 8%', 'รับทราบ');
    await expect(canvas.queryByRole('button', { name: 'สมัครเลย' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'ดูใบสมัครของฉัน' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_progress'), { timeout: 5000 });
    await expect(await canvas.findByText('ส่งแล้ว อยู่ระหว่างตรวจสอบ', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** A malformed answer, in Chinese: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerProgramme: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
