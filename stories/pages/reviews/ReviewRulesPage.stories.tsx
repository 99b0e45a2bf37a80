import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from './reviewPageSupport';

/**
 * **Review rules and How to write a review (in the running shop): where a shopper reads what makes
 * a review welcome.**
 *
 * Two short numbered pages: the review rules (who can review, when reviews are published, what is
 * taken down) and how to write a good review (stars, text, photos, posting anonymously), each with
 * the way back to My reviews. Both open from My reviews and from the review form.
 *
 * There is one state for each: the rules.
 */
const meta = {
  title: 'Pages/Reviews/ReviewRulesPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/account/my_review/rule' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review rules, and the way back to My reviews. */
export const PageRules: Story = {
  name: 'Page Rules (English, signed in)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review rules' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my reviews' }));
    await at(canvasElement, '/m/account/my_review.php');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My reviews' }, { timeout: 5000 })).toBeVisible();
  },
};

/** How to write a review, in Thai. */
export const PageWriteRules: Story = {
  name: 'Page Write Rules (Thai, signed in)',
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/account/my_review/write_rule' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'วิธีเขียนรีวิว' }, { timeout: 5000 })).toBeVisible();
  },
};
