import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PrivacyPolicyView } from '../../../src/pages/games/PrivacyPolicy/PrivacyPolicyView';

/**
 * **Privacy policy: where anyone reads what the shop does with their personal data.**
 *
 * The page starts with the contents, each heading a link to its section: what the shop collects,
 * how it uses it, who it shares it with, cookies, how long it keeps it, the shopper's rights and
 * how to contact the shop. Anyone can read it, signed in or not.
 *
 * There is one state: the policy, in Thai, English or Simplified Chinese.
 */
const meta = {
  title: 'Pages/Games/PrivacyPolicyView',
  component: PrivacyPolicyView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof PrivacyPolicyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Thai: the contents link to each section. */
export const Thai: Story = {
  // Its point is the Thai policy (English and Chinese have stories of their own): the story sets Thai itself.
  globals: { locale: 'th_TH' },
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

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(canvas.getByRole('navigation', { name: 'Contents' })).getByRole('link', { name: '7. Contact us' }));
    await expect(canvas.getByRole('heading', { level: 2, name: '7. Contact us' })).toHaveFocus();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible();
  },
};
