import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeletedItemView } from '../../../src/pages/errors/DeletedItem/DeletedItemView';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { at } from '../../support/routeSteps';

/**
 * The page for a community feed or review that moderators reviewed and deleted (spec §2): a note
 * and a link to the community home. Use it only for removed community content; an unknown address
 * is the not-found page.
 */
const meta = {
  title: 'Pages/Errors/DeletedItem',
  component: DeletedItemView,
  args: { onCommunityHome: fn((event: { preventDefault: () => void }) => event.preventDefault()) },
  parameters: { frame: 'none' },
} satisfies Meta<typeof DeletedItemView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeletedThai: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เนื้อหานี้ถูกตรวจสอบและลบแล้ว' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'ไปที่หน้าแรกคอมมูนิตี้' });
    await expect(link).toHaveAttribute('href', '/m/community');
    await userEvent.click(link);
    await expect(args.onCommunityHome).toHaveBeenCalledTimes(1);
  },
};

export const DeletedEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This content was reviewed and deleted' })).toBeVisible();
  },
};

export const DeletedChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '前往社区首页' })).toBeVisible();
  },
};

/** Through the route table: /m/community/deleted, and the link goes to the community home. */
export const ThroughRouteTable: Story = {
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
