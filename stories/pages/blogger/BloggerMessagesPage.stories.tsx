import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playGuestSentToSignIn } from './bloggerStoryData';

const PATH = '/m/blogger/blogger_msg';

/**
 * The programme's messages through the real route table on the stateful mock backend: the approved
 * blogger's announcement, result and receipt, each opening in its popup; a malformed answer with
 * retry; a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Blogger/BloggerMessagesPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'tourist' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English: the result opens in a popup and closes; the announcement in the announcement popup. */
export const PageMessages: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /Your application was approved/ }, { timeout: 5000 }));
    const result = await body.findByRole('alertdialog', { name: 'Your application was approved' });
    await expect(result).toHaveTextContent('Welcome to the blogger programme.');
    await userEvent.click(within(result).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /Songkran campaign/ }));
    const announcement = await body.findByRole('alertdialog', { name: 'Songkran campaign: 8% cashback' });
    await userEvent.click(within(announcement).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** A malformed answer, in Thai: a clear message with a retry, never a crash. */
export const PageMalformed: Story = {
  globals: { login: 'loggedIn' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerMessages: scenario.malformed }) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'ไม่สามารถโหลดหน้านี้ได้' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
