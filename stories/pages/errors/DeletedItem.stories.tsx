import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeletedItemView } from '../../../src/pages/errors/DeletedItem/DeletedItemView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from '../../support/routeSteps';

/**
 * **Deleted content: what a shopper sees when a community post or review they open was taken
 * down.**
 *
 * A shopper who follows a link to a community post or a review that the shop's moderators reviewed
 * and deleted lands here: a short note says so, and a link takes them to the community home. Not
 * for an address that never existed (that is the not-found page).
 *
 * There is one state: the note with the link to the community home.
 */
const meta = {
  title: 'Pages/Errors/DeletedItem',
  component: DeletedItemView,
  args: { onCommunityHome: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof DeletedItemView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a shopper sees, in Thai: the note and the link to the community home. */
export const DeletedThai: Story = {
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เนื้อหานี้ถูกตรวจสอบและลบแล้ว' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'ไปที่หน้าแรกคอมมูนิตี้' });
    await expect(link).toHaveAttribute('href', '/m/community');
    await userEvent.click(link);
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const DeletedEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This content was reviewed and deleted' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const DeletedChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '前往社区首页' })).toBeVisible();
  },
};

/** In the running shop: the link takes the shopper to the community home and its posts. */
export const ThroughRouteTable: Story = {
  name: 'Through Route Table (English)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: () => <RouteTableHarness initialPath="/m/community/deleted" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go to the community home' }));
    await at(canvasElement, '/m/community');
    // The community home has settled: its feed is shown.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Community' }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Recommended' }, { timeout: 5000 })).toBeVisible();
  },
};
