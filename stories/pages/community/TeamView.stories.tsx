import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TeamView } from '../../../src/pages/community/Team/TeamView';
import { storyPosts } from './communityStoryData';
import { storyText } from '../../support/storyText';

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

/**
 * **A community team: a group of shoppers who share one interest, such as sunscreen.**
 *
 * The team's name and introduction, how many members it has, its members and its posts, and Join
 * the team or Leave the team (a message confirms each). A link whose post, tag or team cannot be
 * read says so and leads to the community.
 *
 * They see the loading state, the error state with Try again when the team could not be loaded, and
 * a message when the team has no posts yet.
 */
const meta = {
  title: 'Pages/Community/TeamView',
  component: TeamView,
  args: { status: 'ready', team: TEAM, posts: storyPosts(2), onToggleJoin: fn(), onRetry: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof TeamView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: text('community:team.title') })).toBeVisible();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A team with no posts yet. */
export const Empty: Story = {
  args: { posts: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).getByRole('heading', { name: text('community:tag.empty.title') })).toBeVisible();
  },
};

/** A team the shopper has not joined: Join the team. */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text('community:team.memberCount', { count: 3, formatted: '3' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text('community:team.join') }));
    await expect(args.onToggleJoin).toHaveBeenCalledTimes(1);
  },
};

/** A team the shopper belongs to, in English: Leave the team. */
export const Member: Story = {
  name: 'Member (English)',
  globals: { locale: 'en_US' },
  args: { team: { ...TEAM, name: 'Sunscreen club', intro: 'Swapping sunscreen reviews for hot, humid Thai weather.', member: true, memberCount: 4 }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 members')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Leave the team' })).toBeVisible();
  },
};

/** A long Thai name and introduction wrap on the narrowest phone. */
export const LongThai: Story = {
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { team: { ...TEAM, name: 'ชมรมคนรักกันแดดและสกินแคร์สำหรับผิวแพ้ง่ายแห่งกรุงเทพมหานคร', intro: 'แลกเปลี่ยนรีวิวกันแดด ครีมบำรุง และเคล็ดลับการดูแลผิวในอากาศร้อนชื้นของเมืองไทยตลอดทั้งปี ทั้งหน้าร้อน หน้าฝน และหน้าหนาว' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: /ชมรมคนรักกันแดดและสกินแคร์/ })).toBeVisible();
  },
};

/** In English. */
export const English: Story = {
  globals: { locale: 'en_US' },
  args: { team: { ...TEAM, name: 'Sunscreen club', intro: 'Swapping sunscreen reviews for hot, humid Thai weather.' }, posts: storyPosts(2, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Join the team' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { team: { ...TEAM, name: '防晒俱乐部', intro: '交流适合泰国湿热天气的防晒测评。' }, posts: storyPosts(2, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3名成员')).toBeVisible();
  },
};
