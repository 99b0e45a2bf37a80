import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewCard, type ReviewCardProps, type ReviewTranslation } from '../../../src/components/ReviewCard';
import { avatarImage, productImage } from '../ProductCard/placeholderImage';
import { storyText } from '../../support/storyText';

const LONG_THAI =
  'ใช้มาได้สองสัปดาห์แล้วค่ะ เนื้อเซรั่มบางเบา ซึมเร็วมาก ไม่เหนียวเหนอะหนะ กลิ่นหอมอ่อนๆ ไม่ฉุน ทาแล้วผิวดูกระจ่างใสขึ้นอย่างเห็นได้ชัด จุดด่างดำจากสิวจางลงไปเยอะ แพ็คเกจจิ้งสวย ขวดแก้วหนา มีหลอดหยดใช้ง่าย จัดส่งเร็วมาก ห่อมาอย่างดี ไม่มีรอยบุบเลย จะกลับมาซื้อซ้ำแน่นอนค่ะ แนะนำสำหรับคนที่ผิวหมองคล้ำและมีรอยสิว';

/**
 * A shopper's review: avatar, name, stars, date, the text clamped to a few lines with More, photos
 * as buttons (`onPhotoClick(index)` opens a viewer), and a Translate button (`onTranslate`) whose
 * loading, result and failure come back through `translation`. A `deleted` review shows only the
 * "reviewed deleted" note. Do not use it for community posts; that is FeedCard.
 */
const meta = {
  title: 'Components/ReviewCard',
  component: ReviewCard,
  args: {
    authorName: 'สมหญิง ใจดี',
    avatarUrl: avatarImage(1),
    rating: 4,
    date: '2026-01-20 14:30',
    text: 'เนื้อบางเบา ซึมเร็ว ผิวดูกระจ่างใสขึ้นค่ะ',
    onPhotoClick: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <ReviewCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  name: 'Short (English)',
  globals: { locale: 'en_US' },
  args: { text: 'Light texture, absorbs fast. My skin looks brighter.', authorName: 'Jane Smith' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Jane Smith' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('4.0 out of 5');
    await expect(canvas.getByText('Jan 20, 2026')).toBeVisible();
    // Short text is not cut, so there is nothing to expand.
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull();
  },
};

export const LongTextWithMore: Story = {
  args: { text: LONG_THAI },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    const more = await canvas.findByRole('button', { name: text('commerce:reviewCard.more') });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const less = canvas.getByRole('button', { name: text('commerce:reviewCard.less') });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect(less).toHaveFocus();
  },
};

export const WithPhotos: Story = {
  name: 'With Photos (English)',
  globals: { locale: 'en_US' },
  args: {
    photos: [{ url: productImage(0) }, { url: productImage(1) }, { url: productImage(2) }, { url: productImage(3) }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const photos = canvas.getByRole('list', { name: 'Review photos' });
    await expect(within(photos).getAllByRole('button')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Photo 2 of 4' }));
    await expect(args.onPhotoClick).toHaveBeenCalledWith(1);
    canvas.getByRole('button', { name: 'Photo 3 of 4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPhotoClick).toHaveBeenLastCalledWith(2);
  },
};

export const TranslateIdle: Story = {
  name: 'Translate Idle (English)',
  globals: { locale: 'en_US' },
  args: { onTranslate: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Translate' }));
    await expect(args.onTranslate).toHaveBeenCalledTimes(1);
  },
};

export const Translating: Story = {
  name: 'Translating (English)',
  globals: { locale: 'en_US' },
  args: { onTranslate: fn(), translation: { status: 'loading' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Translating…');
    const button = canvas.getByRole('button', { name: /Translate/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onTranslate).not.toHaveBeenCalled();
  },
};

export const Translated: Story = {
  name: 'Translated (English)',
  globals: { locale: 'en_US' },
  args: {
    onTranslate: fn(),
    onShowOriginal: fn(),
    translation: { status: 'done', text: 'Light texture, absorbs fast, skin looks brighter.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Translated')).toBeVisible();
    await expect(canvas.getByText('Light texture, absorbs fast, skin looks brighter.')).toBeVisible();
    await expect(canvas.queryByText(/เนื้อบางเบา/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show original' }));
    await expect(args.onShowOriginal).toHaveBeenCalledTimes(1);
  },
};

export const TranslateError: Story = {
  name: 'Translate Error (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { onTranslate: fn(), translation: { status: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Couldn't translate this review. Try again.");
    await userEvent.click(canvas.getByRole('button', { name: 'Translate' }));
    await expect(args.onTranslate).toHaveBeenCalledTimes(1);
  },
};

function TranslateFlow(args: ReviewCardProps) {
  const [translation, setTranslation] = useState<ReviewTranslation | undefined>(undefined);
  return (
    <ReviewCard
      {...args}
      translation={translation}
      onTranslate={() => {
        args.onTranslate?.();
        setTranslation({ status: 'done', text: '质地轻薄，吸收很快，皮肤看起来更透亮了。' });
      }}
      onShowOriginal={() => {
        args.onShowOriginal?.();
        setTranslation(undefined);
      }}
    />
  );
}

export const TranslateRoundTripChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { onTranslate: fn(), onShowOriginal: fn() },
  render: (args) => (
    <div style={{ maxWidth: 375 }}>
      <TranslateFlow {...args} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '翻译' }));
    await expect(canvas.getByText('质地轻薄，吸收很快，皮肤看起来更透亮了。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看原文' }));
    await expect(canvas.getByText('เนื้อบางเบา ซึมเร็ว ผิวดูกระจ่างใสขึ้นค่ะ')).toBeVisible();
    await expect(args.onTranslate).toHaveBeenCalledTimes(1);
    await expect(args.onShowOriginal).toHaveBeenCalledTimes(1);
  },
};

export const Deleted: Story = {
  name: 'Deleted (English)',
  args: { deleted: true },
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This review has been deleted')).toBeVisible();
    await expect(canvas.queryByText(/เนื้อบางเบา/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DeletedThai: Story = { globals: { locale: 'th_TH' }, args: { deleted: true } };

export const NoAvatarLongEverything: Story = {
  args: {
    avatarUrl: undefined,
    authorName: 'คุณสมศักดิ์ผู้รักการดูแลผิวพรรณเป็นชีวิตจิตใจและชอบเขียนรีวิวยาวๆ',
    rating: 5,
    text: LONG_THAI,
    photos: [{ url: productImage(4) }, { url: productImage(5) }],
    onTranslate: fn(),
  },
};
