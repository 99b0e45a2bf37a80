import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TeamView } from '../../../src/pages/community/Team/TeamView';
import { storyPosts } from './communityStoryData';

const TEAM = {
  id: '1',
  name: 'ชมรมคนรักกันแดด',
  intro: 'แลกเปลี่ยนรีวิวกันแดดสำหรับอากาศร้อนชื้นของเมืองไทย',
  cover: '/static/mock/team-1.webp',
  memberCount: 3,
  member: false,
  members: [
    { id: '800001', name: 'น้องมะปราง' },
    { id: '800002', name: '小林同学' },
    { id: '800003', name: 'Mint K.' },
  ],
};

/** A team, /m/community/team.php?id= (spec §2 route name community-team): members, posts, join or leave. */
const meta = {
  title: 'Pages/Community/TeamView',
  component: TeamView,
  args: { status: 'ready', team: TEAM, posts: storyPosts(2), onToggleJoin: fn(), onRetry: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'ทีม' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'ยังไม่มีโพสต์ที่นี่' })).toBeVisible();
  },
};

export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('สมาชิก 3 คน')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'เข้าร่วมทีม' }));
    await expect(args.onToggleJoin).toHaveBeenCalledTimes(1);
  },
};

export const Member: Story = {
  globals: { locale: 'en_US' },
  args: { team: { ...TEAM, name: 'Sunscreen club', intro: 'Swapping sunscreen reviews for hot, humid Thai weather.', member: true, memberCount: 4 }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 members')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave the team' })).toBeVisible();
  },
};

export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { team: { ...TEAM, name: 'ชมรมคนรักกันแดดและสกินแคร์สำหรับผิวแพ้ง่ายแห่งกรุงเทพมหานคร', intro: 'แลกเปลี่ยนรีวิวกันแดด ครีมบำรุง และเคล็ดลับการดูแลผิวในอากาศร้อนชื้นของเมืองไทยตลอดทั้งปี ทั้งหน้าร้อน หน้าฝน และหน้าหนาว' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /ชมรมคนรักกันแดดและสกินแคร์/ })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { team: { ...TEAM, name: 'Sunscreen club', intro: 'Swapping sunscreen reviews for hot, humid Thai weather.' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Join the team' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { team: { ...TEAM, name: '防晒俱乐部', intro: '交流适合泰国湿热天气的防晒测评。' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3名成员')).toBeVisible();
  },
};
