import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { address } from './bloggerStoryData';

const PATH = '/m/blogger';

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
  title: 'Pages/Blogger/BloggerPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'guest' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function closeAnnouncement(canvasElement: HTMLElement, title: string, button: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: title }, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull());
}

/** A shopper who has not logged in, in English: the announcement, then Sign in to apply leads to log in and on to the form. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await closeAnnouncement(canvasElement, 'Songkran campaign: 8% cashback', 'Got it');
    await expect(canvas.getByText('5% cashback on every sale through your links')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in to apply' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent('/m/blogger/blogger_form')}`), { timeout: 5000 });
  },
};

/** A shopper whose application is being reviewed, in Thai: no Apply, the progress instead. */
export const PageApplying: Story = {
  name: 'Page Applying (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
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

/** The shop's answer cannot be read, in Chinese: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (Chinese)',
  tags: ['test-only', 'error-state'],
  globals: { locale: 'zh_CN' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerProgramme: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '页面加载失败' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
