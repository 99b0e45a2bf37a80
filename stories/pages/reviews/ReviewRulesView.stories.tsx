import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewRulesView } from '../../../src/pages/reviews/ReviewRules/ReviewRulesView';
import { storyText } from '../../support/storyText';

/**
 * **Review rules and How to write a review: where a shopper reads what makes a review welcome.**
 *
 * Two short numbered pages: the review rules (who can review, when reviews are published, what is
 * taken down) and how to write a good review (stars, text, photos, posting anonymously), each with
 * the way back to My reviews. Both open from My reviews and from the review form.
 *
 * There is one state for each: the rules.
 */
const meta = {
  title: 'Pages/Reviews/ReviewRulesView',
  component: ReviewRulesView,
  args: { kind: 'rule', onMyReviews: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ReviewRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review rules. */
export const Rules: Story = {
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('heading', { level: 1, name: text('reviews:rules.rule.title') })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: text('reviews:rules.back') }));
    await expect(args.onMyReviews).toHaveBeenCalledTimes(1);
  },
};

/** How to write a review. */
export const WriteRules: Story = {
  args: { kind: 'write_rule' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: storyText(context)('reviews:rules.write_rule.title') })).toBeVisible();
  },
};

/** The review rules in English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Review rules' })).toBeVisible();
  },
};

/** How to write a review in Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { kind: 'write_rule' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '如何写评价' })).toBeVisible();
  },
};
