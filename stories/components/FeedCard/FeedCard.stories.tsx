import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedCard, type FeedCardProps } from '../../../src/components/FeedCard';
import { avatarImage, coverImage } from '../ProductCard/placeholderImage';
import { storyText } from '../../support/storyText';

/**
 * A community post in the two-column feed: cover, title (two lines), author and a like toggle.
 * The card is one link to the post (`href`, `onOpen`); the like button works on its own
 * (`onToggleLike(liked)`). Do not use it for product reviews; that is ReviewCard.
 */
const meta = {
  title: 'Components/FeedCard',
  component: FeedCard,
  args: {
    title: 'รีวิวเซรั่มวิตามินซี 5 ตัวที่ใช้แล้วหน้าใสจริง ไม่ต้องรอนาน',
    coverUrl: coverImage(0),
    authorName: 'บิวตี้บล็อกเกอร์',
    authorAvatarUrl: avatarImage(2),
    likeCount: 328,
    liked: false,
    href: '#feed-1',
    onOpen: fn(),
    onToggleLike: fn(),
  },
  render: (args) => (
    <div style={{ width: 170 }}>
      <FeedCard {...args} onOpen={keepStory(args.onOpen)} />
    </div>
  ),
} satisfies Meta<typeof FeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stories stay on the page when the card's link is followed. */
function keepStory(onOpen: FeedCardProps['onOpen']): FeedCardProps['onOpen'] {
  return (event) => {
    event.preventDefault();
    onOpen?.(event);
  };
}

export const Default: Story = {
  name: 'Default (English)',
  globals: { locale: 'en_US' },
  args: { title: '5 vitamin C serums that really brighten', authorName: 'Beauty Blogger' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: args.title })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('By Beauty Blogger');
    await userEvent.click(canvas.getByRole('link', { name: args.title }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Like 328', pressed: false }));
    await expect(args.onToggleLike).toHaveBeenCalledWith(true);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (English)',
  globals: { locale: 'en_US' },
  args: { title: 'Sunscreen guide', liked: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sunscreen guide' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Like 328', pressed: true })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggleLike).toHaveBeenCalledWith(false);
  },
};

export const NoLikesNoAvatar: Story = {
  args: { likeCount: 0, authorAvatarUrl: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: storyText({ globals })('commerce:likeButton.like') })).not.toHaveTextContent(/\d/);
  },
};

export const FeedGridChinese: Story = {
  globals: { locale: 'zh_CN' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <FeedCard {...args} onOpen={keepStory(args.onOpen)} title="五款真正能提亮肤色的维生素C精华液测评，敏感肌也能放心使用" authorName="美妆博主小王" likeCount={12_000} />
      <FeedCard {...args} onOpen={keepStory(args.onOpen)} coverUrl={coverImage(1)} coverWidth={300} coverHeight={300} title="防晒霜怎么选" authorName="小李" liked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '点赞 9999+' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('作者：小李');
  },
};

export const LongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    title: 'แชร์ประสบการณ์ใช้ครีมกันแดดสิบกว่ายี่ห้อตลอดหนึ่งปีเต็ม ตัวไหนดีตัวไหนไม่ดี บอกหมดทุกรายละเอียด',
    authorName: 'นักรีวิวเครื่องสำอางตัวจริงเสียงจริงจากเชียงใหม่',
    likeCount: 10_500,
  },
};
