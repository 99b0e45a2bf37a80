import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type PickedImage } from '../../../src/components/ImagePicker';
import { WriteReviewView, type WriteReviewValues } from '../../../src/pages/reviews/WriteReview/WriteReviewView';
import { storyText } from '../../support/storyText';
import { blue, pink } from './reviewStoryData';

const FILLED: WriteReviewValues = { rating: 5, content: 'เซรั่มซึมไว ไม่เหนียวเลย ใช้มาสองอาทิตย์ผิวกระจ่างใสขึ้นจริงค่ะ', anonymous: false };
const PRODUCT = { name: 'เซรั่มขมิ้นชันเพื่อผิวกระจ่างใส 30 มล.', imageUrl: pink };
const LONG_THAI =
  'ใช้เซรั่มขมิ้นชันต่อเนื่องมาหนึ่งเดือนเต็ม ช่วงแรกมีสิวผดขึ้นเล็กน้อยบริเวณคาง แต่หลังจากสัปดาห์ที่สองผิวเริ่มปรับตัวได้ รอยดำจากสิวจางลงอย่างเห็นได้ชัด เนื้อเซรั่มบางเบาซึมไวมาก ทาก่อนแต่งหน้าก็ไม่เป็นคราบ กลิ่นหอมอ่อนๆ ไม่ฉุน บรรจุภัณฑ์เป็นขวดแก้วสีชาพร้อมหลอดหยด ห่อมาอย่างดีด้วยบับเบิลสองชั้น จะกลับมาซื้ออีกแน่นอนค่ะ';

/** The photo picker as the page shows it (labels of the reviews namespace), its photos in given states. */
function Photos({ images }: { images: readonly PickedImage[] }) {
  const { t } = useTranslation('reviews');
  return <ImagePicker images={images} limit={9} onAdd={() => undefined} onRemove={() => undefined} label={t('write.photos')} hint={t('write.photosHint', { max: 9 })} />;
}

/**
 * **Write a review: where a shopper reviews a product from an order they received.**
 *
 * The shopper sees the product, gives one to five stars, writes what they think (up to 500
 * characters), may add up to nine photos (each uploads as soon as it is chosen) and may post
 * anonymously (their name as initials only); How to write a review is a link away. Publish sends it
 * once, then My reviews shows it first. A shopper who has not logged in never sees this page: they
 * are asked to log in first and come back here after.
 *
 * They see the loading state while the product is on its way, the error state with Try again when
 * it could not be loaded, a message with the way to My reviews when the link is not valid, a note
 * when the product cannot be reviewed (not in that order, not arrived yet, or already reviewed), a
 * message on the stars and the text when they are missing, a request to wait while photos upload, a
 * message when a photo could not be uploaded, and the shop's message when it refused the review
 * (what was written is kept).
 */
const meta = {
  title: 'Pages/Reviews/WriteReviewView',
  component: WriteReviewView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    product: PRODUCT,
    values: FILLED,
    onChange: fn(),
    photos: <Photos images={[{ id: 'p1', url: pink, status: 'done' }]} />,
    onSubmit: fn(),
    onRetry: fn(),
    onNavigate: fn((_href: string, event: { preventDefault: () => void }) => event.preventDefault()),
    onMyReviews: fn(),
    rulesHref: '/m/account/my_review/write_rule',
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  // The fields are the page's state: typing and choosing show here as on the page.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <WriteReviewView
        {...args}
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof WriteReviewView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the product is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: storyText(context)('reviews:write.title') })).toBeVisible();
  },
};

/** The product could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The link is not valid: a message, and the way to My reviews. */
export const InvalidLink: Story = {
  name: 'Invalid Link (English, signed in)',
  globals: { locale: 'en_US' },
  args: { status: 'invalid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This review link is not valid' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my reviews' }));
    await expect(args.onMyReviews).toHaveBeenCalledTimes(1);
  },
};

/** The shopper already reviewed this product, in Simplified Chinese. */
export const AlreadyReviewed: Story = {
  name: 'Already Reviewed (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: { status: 'unavailable', reason: 'reviewed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '你已评价过该商品' })).toBeVisible();
  },
};

/** Filled in with a Thai review: stars by keyboard, the text, posting anonymously, the rules link and Publish. */
export const Filled: Story = {
  name: 'Filled (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByText(PRODUCT.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /4/ }));
    await expect(args.onChange).toHaveBeenCalledWith('rating', 4);
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(text('reviews:write.anonymous')) }));
    await expect(args.onChange).toHaveBeenCalledWith('anonymous', true);
    await userEvent.click(canvas.getByRole('link', { name: text('reviews:write.rules') }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/my_review/write_rule', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: text('reviews:write.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Publish with nothing filled in, in Simplified Chinese: the stars and the text say what they need. */
export const Validation: Story = {
  name: 'Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN' },
  args: {
    values: { rating: 0, content: '', anonymous: false },
    photos: <Photos images={[]} />,
    fieldErrors: { rating: '请给出1到5星的评分。', content: '必填项不能为空' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请给出1到5星的评分。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /评价内容/ })).toHaveAccessibleDescription(/必填项不能为空/);
  },
};

/** A photo could not be uploaded and the shop refused once: both messages, and everything is kept. */
export const PhotoFailed: Story = {
  name: 'Photo Failed (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    photos: (
      <Photos
        images={[
          { id: 'p1', url: pink, status: 'done' },
          { id: 'p2', url: blue, status: 'error' },
        ]}
      />
    ),
    photosProblem: 'A photo could not be uploaded. Try it again or remove it.',
    failure: 'You have already reviewed this product.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('A photo could not be uploaded. Try it again or remove it.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue(FILLED.content);
  },
};

/** Between tapping Publish and the answer: the button shows it is working. */
export const Submitting: Story = {
  name: 'Submitting (English, signed in)',
  globals: { locale: 'en_US' },
  args: { submitting: true },
};

/** A long Thai review and product name wrap without hiding the button. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  globals: { locale: 'th_TH' },
  args: { values: { ...FILLED, content: LONG_THAI }, product: { name: 'เซรั่มขมิ้นชันเพื่อผิวกระจ่างใสสูตรเข้มข้นพิเศษสำหรับผิวแพ้ง่าย ขนาดทดลองพกพา 30 มล. แพ็กคู่', imageUrl: pink } },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { values: { rating: 4, content: 'Sinks in fast and is not sticky.', anonymous: true }, product: { name: 'Turmeric Brightening Serum 30 ml', imageUrl: pink } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /Post anonymously/ })).toBeChecked();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { values: { rating: 5, content: '精华吸收很快，一点也不黏。', anonymous: false }, product: { name: '姜黄亮肤精华 30毫升', imageUrl: pink } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发布评价' })).toBeVisible();
  },
};
