import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImagePicker, type ImagePickerProps, type PickedImage } from '../../../src/components/ImagePicker';
import { storyText } from '../../support/storyText';

/**
 * Choose photos for a review, a refund request or feedback: the add button opens the system
 * picker, each preview shows its upload state (uploading with progress, failed) from props and has
 * a labelled remove button, and the counter shows how many of the allowed photos are used; the add
 * button goes away at the limit. The upload itself is a flow: this view only reports chosen files
 * (`onAdd`) and removals (`onRemove`). Not for a single avatar crop.
 */
const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { images: [], limit: 5, onAdd: fn(), onRemove: fn() },
  render: function Render(args: ImagePickerProps) {
    const [images, setImages] = useState(args.images);
    return (
      <ImagePicker
        {...args}
        images={images}
        onAdd={(files) => {
          args.onAdd(files);
          setImages((current) => [
            ...current,
            ...files.map((file, index) => ({
              id: `new-${current.length + index}`,
              url: URL.createObjectURL(file),
              status: 'done' as const,
            })),
          ]);
        }}
        onRemove={(id) => {
          args.onRemove(id);
          setImages((current) => current.filter((image) => image.id !== id));
        }}
      />
    );
  },
} satisfies Meta<typeof ImagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tiny square picture as an SVG data URI: no network, same pixels every run. */
function swatch(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${fill}"/><circle cx="4" cy="4" r="2" fill="${accent}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const pictures = [
  swatch('#f9c6d3', '#c81e57'),
  swatch('#cde8f6', '#1c5fb8'),
  swatch('#fff3d6', '#8a5a00'),
  swatch('#dcf5e6', '#137a3c'),
  swatch('#eeeef0', '#3f3f46'),
];

function done(count: number): PickedImage[] {
  return pictures.slice(0, count).map((url, index) => ({ id: `img-${index + 1}`, url, status: 'done' }));
}

function svgFile(name: string, fill: string): File {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="${fill}"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  // The file input has no role: it is hidden and opened by the add button.
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input missing');
  return input;
}

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    const group = within(canvasElement).getByRole('group', { name: text('inputs:imagePicker.label') });
    const add = within(group).getByRole('button', { name: text('inputs:imagePicker.add') });
    await expect(add).toBeVisible();
    const rect = add.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(44);
    await expect(rect.height).toBeGreaterThanOrEqual(44);
    await expect(within(group).getByRole('status')).toHaveTextContent('0/5');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*');
  },
};

export const AddPhotosEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { images: done(1), label: 'Review photos' },
  play: async ({ canvasElement, args }) => {
    const files = [svgFile('a.svg', '#e8336e'), svgFile('b.svg', '#76767f')];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onAdd).toHaveBeenCalledWith(files);
    const group = within(canvasElement).getByRole('group', { name: 'Review photos' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).getByRole('img', { name: 'Photo 3' })).toBeVisible();
    await expect(within(group).getByRole('status')).toHaveTextContent('3 of 5 photos added');
  },
};

export const ExtraFilesAreLeftOut: Story = {
  name: 'Extra Files Are Left Out (English)',
  globals: { locale: 'en_US' },
  args: { images: done(2), limit: 3 },
  play: async ({ canvasElement, args }) => {
    const files = [svgFile('a.svg', '#e8336e'), svgFile('b.svg', '#76767f')];
    await userEvent.upload(fileInput(canvasElement), files);
    await expect(args.onAdd).toHaveBeenCalledWith([files[0]]);
    // At the limit the add button goes away and the counter says so.
    await expect(within(canvasElement).queryByRole('button', { name: 'Add photo' })).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('3/3');
  },
};

export const RemoveMovesFocus: Story = {
  name: 'Remove Moves Focus (English)',
  globals: { locale: 'en_US' },
  args: { images: done(3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith('img-2');
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    // The photo that moved into its place is next in line.
    await expect(canvas.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith('img-3');
    await expect(canvas.getByRole('button', { name: 'Remove photo 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toHaveFocus();
    const rect = canvas.getByRole('button', { name: 'Add photo' }).getBoundingClientRect();
    await expect(rect.height).toBeGreaterThanOrEqual(44);
  },
};

export const UploadStatesChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: {
    label: '退款凭证图片',
    hint: '请上传商品破损或包装问题的清晰照片，最多 5 张',
    images: [
      { id: 'a', url: pictures[0] ?? '', status: 'done' },
      { id: 'b', url: pictures[1] ?? '', status: 'uploading', progress: 45 },
      { id: 'c', url: pictures[2] ?? '', status: 'uploading' },
      { id: 'd', url: pictures[3] ?? '', status: 'error' },
    ],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '退款凭证图片' });
    await expect(group).toHaveAccessibleDescription('请上传商品破损或包装问题的清晰照片，最多 5 张');
    await expect(within(group).getByText('上传中 45%')).toBeVisible();
    await expect(within(group).getByText('上传中')).toBeVisible();
    await expect(within(group).getByText('上传失败')).toBeVisible();
    await expect(within(group).getByRole('button', { name: '删除第 4 张图片' })).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { images: done(5) },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole('button', { name: storyText({ globals })('inputs:imagePicker.add') })).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('5/5');
  },
};

export const LongThaiLabel: Story = {
  globals: { locale: 'th_TH' },
  args: {
    label: 'รูปถ่ายสินค้าที่ได้รับ (แสดงให้เห็นบรรจุภัณฑ์และฉลากสินค้าอย่างชัดเจน)',
    hint: 'รูปที่ชัดเจนช่วยให้ทีมงานตรวจสอบคำขอคืนเงินได้เร็วขึ้น อัปโหลดได้สูงสุด 9 รูป',
    limit: 9,
    images: done(2),
  },
};

export const Disabled: Story = {
  args: { images: done(2), disabled: true },
  play: async ({ canvasElement, globals }) => {
    const text = storyText({ globals });
    await expect(within(canvasElement).getByRole('button', { name: text('inputs:imagePicker.add') })).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: text('inputs:imagePicker.remove', { index: 1 }) })).toBeDisabled();
  },
};
