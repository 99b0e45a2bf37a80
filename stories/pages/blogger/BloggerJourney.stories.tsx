import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { address, fillApplication, requestLog } from './bloggerStoryData';

/**
 * **The blogger programme, start to finish: a new shopper reads about it, applies, and follows
 * their application.**
 *
 * After applying, the progress says submitted, the programme's messages confirm it, and both the
 * programme page and the form know the application is being reviewed.
 */
const meta = {
  title: 'Pages/Blogger/BloggerJourney',
  component: RouteTableHarness,
  args: { initialPath: '/m/blogger' },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'newShopper' } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const { record, bodiesTo } = requestLog();

/** A new shopper applies to the programme; the progress then says submitted. */
export const ApplyThenSubmitted: Story = {
  name: 'Apply Then Submitted (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const announcement = await body.findByRole('alertdialog', { name: 'Songkran campaign: 8% cashback' }, { timeout: 5000 });
    await userEvent.click(within(announcement).getByRole('button', { name: 'Got it' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_form'), { timeout: 5000 });
    await fillApplication(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/blogger/blogger_progress'), { timeout: 5000 });
    await expect(await canvas.findByText('Submitted, being reviewed', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Application timeline' })).getByText('Submitted')).toBeVisible();
    // The success toast; dismissed so the screenshot shows the settled page.
    await expect(await canvas.findByText('Your application has been sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(canvas.queryByText('Your application has been sent')).toBeNull());
    await expect(bodiesTo('/wap/api/community/blogger/apply')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Messages from the programme' }));
    await expect(await canvas.findByRole('button', { name: /We received your application/ }, { timeout: 5000 })).toBeVisible();

    await goToAddress('/m/blogger');
    await expect(await canvas.findByText('Your application has been submitted and is being reviewed.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).toBeNull();
    const again = await body.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(again).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};
