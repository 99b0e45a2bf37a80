import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { communityHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { playGuestSentToSignIn } from './bloggerStoryData';
import { storyText } from '../../support/storyText';

const PATH = '/m/blogger/blogger_msg';

/**
 * **Messages from the programme: what the blogger programme has told a shopper.**
 *
 * Notices, the result of their application and announcements, the unread ones marked;
 * each opens in a popup. A shopper who has not logged in never sees this page: they are asked to
 * log in first and come back here after.
 *
 * They see the loading state, an empty list (no messages yet) that leads to the programme page, and
 * the error state with Try again when the messages could not be loaded.
 */
const meta = {
  title: 'Pages/Blogger/BloggerMessagesPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'tourist' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In English: the result opens in a popup and closes; the announcement opens in its own. */
export const PageMessages: Story = {
  name: 'Page Messages (English, signed in)',
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

/** The shop's answer cannot be read: a clear message with Try again. */
export const PageMalformed: Story = {
  name: 'Page Malformed (signed in)',
  tags: ['test-only', 'error-state'],
  globals: { login: 'loggedIn' },
  parameters: { msw: { handlers: { community: communityHandlers({ default: scenario.ok, getBloggerMessages: scenario.malformed }) } } },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text('blogger:common.error.title') }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
