import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type PickedImage } from '../../../src/components/ImagePicker';
import { FeedbackView, type FeedbackValues } from '../../../src/pages/help/Feedback/FeedbackView';
import { swatch } from '../../flows/upload/PhotoUploaderHarness';
import { storyText } from '../../support/storyText';

const FILLED: FeedbackValues = { category: 'delivery', content: 'กล่องพัสดุบุบเล็กน้อย แต่สินค้าข้างในไม่เสียหาย ขอบคุณที่ห่อมาอย่างดีค่ะ' };
const THAI_PARAGRAPH =
  'สั่งเซรั่มขมิ้นชันพร้อมมาสก์หน้าน้ำนมข้าวในช่วงแคมเปญวันเกิดสมาชิก ได้รับของครบแต่กล่องด้านนอกบุบและเทปหลุดหนึ่งด้าน อยากให้เพิ่มบับเบิลกันกระแทกสำหรับสินค้าที่เป็นขวดแก้ว และอยากให้แจ้งเลขพัสดุทาง SMS ด้วยค่ะ เพราะบางครั้งไม่ได้เปิดแอปดูสถานะ ส่วนสินค้าใช้ดีมาก ผิวกระจ่างใสขึ้นหลังใช้ได้สองสัปดาห์ จะกลับมาซื้ออีกแน่นอนค่ะ ';
/** Thai text of 480 characters as a reader counts them (grapheme clusters), just under the limit of 500. */
const LONG_THAI = Array.from(new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(THAI_PARAGRAPH.repeat(3)), (part) => part.segment)
  .slice(0, 480)
  .join('')
  .trim();

const pink = swatch('#f9c6d3', '#c81e57');
const blue = swatch('#cde8f6', '#1c5fb8');

/** The photo picker as the page shows it (labels of the help namespace), its photos in given states. */
function Photos({ images }: { images: readonly PickedImage[] }) {
  const { t } = useTranslation('help');
  return <ImagePicker images={images} limit={3} onAdd={() => undefined} onRemove={() => undefined} label={t('feedback.photos')} hint={t('feedback.photosHint', { max: 3 })} />;
}

/**
 * **Send feedback: where a signed-in shopper tells the shop what went well or what it can do
 * better.**
 *
 * The shopper picks what it is about (products, orders, delivery, payment, the website and app, or
 * something else), writes their message (up to 500 characters, with a counter) and may add up to
 * three photos, for example of a damaged parcel; each photo uploads as soon as it is chosen.
 * Feedback is sent once, then a thank-you leads back to the help centre. A shopper who has not
 * logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded, a message under each field left empty, a request to wait while photos are
 * still uploading, and the shop's message when it refused the feedback (what they wrote is kept).
 */
const meta = {
  title: 'Pages/Help/FeedbackView',
  component: FeedbackView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: FILLED,
    onChange: fn(),
    photos: <Photos images={[{ id: 'p1', url: pink, status: 'done' }]} />,
    onSubmit: fn(),
    onRetry: fn(),
    onDone: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  // The fields are the page's state: typing and choosing show here as on the page.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <FeedbackView
        {...args}
        values={values}
        onChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onChange(field, value);
        }}
      />
    );
  },
} satisfies Meta<typeof FeedbackView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: storyText(context)('help:feedback.title') })).toBeVisible();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Filled in with a Thai message and a photo: the counter, a topic changed, Send pressed. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    const category = new RegExp(text('help:feedback.category'));
    await expect(canvas.getByRole('combobox', { name: category })).toHaveValue('delivery');
    await expect(canvas.getByRole('group', { name: text('help:feedback.photos') })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: category }), 'product');
    await expect(args.onChange).toHaveBeenCalledWith('category', 'product');
    await userEvent.click(canvas.getByRole('button', { name: text('help:feedback.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Send pressed with nothing filled in: each field says what it needs. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: {
    values: { category: '', content: '' },
    fieldErrors: { category: 'This field is required', content: 'This field is required' },
    photos: <Photos images={[]} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /What is it about\?/ })).toHaveAccessibleDescription(/This field is required/);
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveAccessibleDescription(/This field is required/);
  },
};

/** Send pressed while a photo is still uploading: the shopper is asked to wait for it. */
export const PhotosUploading: Story = {
  name: 'Photos Uploading (English, signed in)',
  globals: { locale: 'en_US' },
  args: {
    values: { category: 'delivery', content: 'The box arrived dented, but everything inside was fine.' },
    photos: <Photos images={[{ id: 'p1', url: pink, status: 'done' }, { id: 'p2', url: blue, status: 'uploading', progress: 40 }]} />,
    photosProblem: 'Please wait until your photos have finished uploading.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please wait until your photos have finished uploading.');
  },
};

/** The shop refused the feedback: its message, and what was written is kept. */
export const Refused: Story = {
  name: 'Refused (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { values: { category: 'app', content: 'The search is slow.' }, failure: 'Write your feedback (up to 500 characters).' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write your feedback (up to 500 characters).');
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('The search is slow.');
  },
};

/** A long Thai message near the limit wraps; the counter shows 480/500. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH' },
  args: { values: { category: 'delivery', content: LONG_THAI }, photos: <Photos images={[{ id: 'p1', url: pink, status: 'done' }, { id: 'p2', url: blue, status: 'done' }, { id: 'p3', url: pink, status: 'error' }]} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /ความคิดเห็นของคุณ/ })).toHaveValue(LONG_THAI);
  },
};

/** Sent: the thank-you, and Back to help centre. */
export const Sent: Story = {
  name: 'Sent (English, signed in)',
  globals: { locale: 'en_US' },
  args: { status: 'sent' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Thank you for your feedback' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to help centre' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { values: { category: 'order', content: 'Please let me change the address after paying.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Send feedback' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'Orders' })).toBeInTheDocument();
    await expect(canvas.getByText('Up to 3 photos, for example of a damaged parcel.')).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { values: { category: 'payment', content: '希望支持支付宝付款。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '发送反馈' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /反馈类型/ })).toHaveValue('payment');
  },
};
