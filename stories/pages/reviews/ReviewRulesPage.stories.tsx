import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from './reviewPageSupport';

/** The review rules and the writing rules through the real route table; back to my reviews. */
const meta = {
  title: 'Pages/Reviews/ReviewRulesPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: '/m/account/my_review/rule' },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Review rules' }, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to my reviews' }));
    await at(canvasElement, '/m/account/my_review.php');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My reviews' }, { timeout: 5000 })).toBeVisible();
  },
};

export const PageWriteRules: Story = {
  globals: { locale: 'th_TH' },
  args: { initialPath: '/m/account/my_review/write_rule' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'วิธีเขียนรีวิว' }, { timeout: 5000 })).toBeVisible();
  },
};
