import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { photoFile } from '../../flows/upload/PhotoUploaderHarness';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { sawToast } from '../../support/sawToast';
import { at, bucketAccepts, callsTo, fileInput } from './reviewPageSupport';

/**
 * **From a received order to a published review, in the running shop.**
 *
 * The shopper confirms that a shipped order arrived, taps Review, writes a review with a photo, and
 * finds it in My reviews under Written, on the product's page and first in the review square. For
 * one page's states see that page's stories.
 */
const meta = {
  title: 'Pages/Reviews/ReviewsJourney',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/my.php?status=shipped' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const TEXT = 'Arrived well packed; the cream is rich but sinks in.';

/** Order received, review written with a photo: it shows in My reviews, on the product and in the square. */
export const ConfirmReceiptThenReview: Story = {
  name: 'Confirm Receipt Then Review (English, signed in)',
  beforeEach: (context) => {
    sent = recordRequests(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Confirm receipt of the shipped order.
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm receipt' }, { timeout: 5000 }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Did your order arrive?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));
    await sawToast(canvasElement.ownerDocument.body, 'Thank you! The order is complete');
    // It now waits for a review: To review → Review opens the form for its first product.
    await userEvent.click(canvas.getByRole('tab', { name: 'To review' }));
    await at(canvasElement, '/m/my.php?status=review');
    const reviewButtons = await canvas.findAllByRole('button', { name: 'Review' }, { timeout: 5000 });
    await userEvent.click(reviewButtons[0] as HTMLElement);
    await at(canvasElement, '/m/account/write_review.php?order_id=20250303&team_id=50003');
    // Stars, text and a photo; publish.
    await userEvent.click(await canvas.findByRole('radio', { name: '5 stars' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), TEXT);
    await userEvent.upload(fileInput(canvasElement), photoFile('cream.svg'));
    await expect(await canvas.findByText('Photo 1: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    // My reviews, Written: the new review first.
    await at(canvasElement, '/m/account/my_review.php?tab=written');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My reviews' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(TEXT, {}, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, '/wap/api/team/write_review', 'POST')).toHaveLength(1);
    // The success toast, then dismissed (the last screen is the square without it).
    await sawToast(canvasElement.ownerDocument.body, 'Thank you! Your review has been published.');
    // The product's page shows it among its reviews.
    await goToAddress('/m/item/50003.html');
    await expect(await canvas.findByRole('heading', { name: 'Reviews' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(TEXT, {}, { timeout: 5000 })).toBeVisible();
    // And the review square, latest first, with its photo.
    await goToAddress('/m/review');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review square' }, { timeout: 5000 })).toBeVisible();
    const first = (await canvas.findAllByRole('article', { name: 'ploy.siriwan' }, { timeout: 5000 }))[0] as HTMLElement;
    await expect(within(first).getByText(TEXT)).toBeVisible();
    await expect(within(first).getByRole('button', { name: 'Photo 1 of 1' })).toBeVisible();
  },
};
