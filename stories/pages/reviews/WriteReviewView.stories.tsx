import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type PickedImage } from '../../../src/components/ImagePicker';
import { WriteReviewView, type WriteReviewValues } from '../../../src/pages/reviews/WriteReview/WriteReviewView';
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
 * Write a review, /m/account/write_review.php?order_id=&team_id= (spec §2 route name
 * account-write_review): the product, stars, the text (up to 500 characters), up to nine photos
 * through the upload flow and "post anonymously". Guests never see it: the loader sends them to
 * sign in. The picker's photos are fixed states here; the page wires the upload machine.
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
  parameters: { frame: 'none' },
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

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'เขียนรีวิว' })).toBeVisible();
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

/** ?order_id=<script> or no team_id: a clear message and the way to my reviews. */
export const InvalidLink: Story = {
  globals: { locale: 'en_US' },
  args: { status: 'invalid' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This review link is not valid' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to my reviews' }));
    await expect(args.onMyReviews).toHaveBeenCalledTimes(1);
  },
};

export const AlreadyReviewed: Story = {
  globals: { locale: 'zh_CN' },
  args: { status: 'unavailable', reason: 'reviewed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '你已评价过该商品' })).toBeVisible();
  },
};

/** Thai, filled: stars by keyboard, the text, anonymity, the rules link, Publish. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(PRODUCT.name)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /4/ }));
    await expect(args.onChange).toHaveBeenCalledWith('rating', 4);
    await userEvent.click(canvas.getByRole('checkbox', { name: /รีวิวแบบไม่ระบุชื่อ/ }));
    await expect(args.onChange).toHaveBeenCalledWith('anonymous', true);
    await userEvent.click(canvas.getByRole('link', { name: 'วิธีเขียนรีวิว' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/account/my_review/write_rule', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'เผยแพร่รีวิว' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Nothing filled, in Chinese: the stars' message and spec §5's required message. */
export const Validation: Story = {
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

/** A photo failed to upload and the backend refused once: both messages, everything kept. */
export const PhotoFailed: Story = {
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

export const Submitting: Story = {
  globals: { locale: 'en_US' },
  args: { submitting: true },
};

export const LongThai: Story = {
  args: { values: { ...FILLED, content: LONG_THAI }, product: { name: 'เซรั่มขมิ้นชันเพื่อผิวกระจ่างใสสูตรเข้มข้นพิเศษสำหรับผิวแพ้ง่าย ขนาดทดลองพกพา 30 มล. แพ็กคู่', imageUrl: pink } },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { values: { rating: 4, content: 'Sinks in fast and is not sticky.', anonymous: true }, product: { name: 'Turmeric Brightening Serum 30 ml', imageUrl: pink } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /Post anonymously/ })).toBeChecked();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { values: { rating: 5, content: '精华吸收很快，一点也不黏。', anonymous: false }, product: { name: '姜黄亮肤精华 30毫升', imageUrl: pink } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发布评价' })).toBeVisible();
  },
};
