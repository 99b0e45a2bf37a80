import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewRulesView } from '../../../src/pages/reviews/ReviewRules/ReviewRulesView';

/**
 * The review rules, /m/account/my_review/rule, and how to write a review,
 * /m/account/my_review/write_rule (spec §2): numbered rules and the way back to my reviews.
 */
const meta = {
  title: 'Pages/Reviews/ReviewRulesView',
  component: ReviewRulesView,
  args: { kind: 'rule', onMyReviews: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ReviewRulesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'กติกาการรีวิว' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'กลับไปที่รีวิวของฉัน' }));
    await expect(args.onMyReviews).toHaveBeenCalledTimes(1);
  },
};

export const WriteRules: Story = {
  args: { kind: 'write_rule' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'วิธีเขียนรีวิว' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Review rules' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { kind: 'write_rule' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '如何写评价' })).toBeVisible();
  },
};
