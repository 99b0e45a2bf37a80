import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacyPolicyView } from '../../../src/pages/games/PrivacyPolicy/PrivacyPolicyView';

/** The privacy policy, /m/privacy/policy (spec §2 route name privacy-policy): its headings as a table of contents. */
const meta = {
  title: 'Pages/Games/PrivacyPolicyView',
  component: PrivacyPolicyView,
  parameters: { frame: 'none' },
} satisfies Meta<typeof PrivacyPolicyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thai (the default): the contents link to each section's heading. */
export const Thai: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
    const contents = canvas.getByRole('navigation', { name: 'สารบัญ' });
    const links = within(contents).getAllByRole('link');
    await expect(links).toHaveLength(7);
    await expect(links[5]).toHaveAttribute('href', '#privacy-rights');
    await expect(canvas.getByRole('region', { name: '6. สิทธิของคุณ' })).toHaveAttribute('id', 'privacy-rights');
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: '7. Contact us' }));
    await expect(canvas.getByRole('heading', { level: 2, name: '7. Contact us' })).toHaveFocus();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  },
};
