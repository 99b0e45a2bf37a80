import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '../../../src/components/Avatar';
import { Text } from '../../../src/components/Text';

// A stand-in portrait drawn inline, so the story needs no network and renders the same every time.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffd6e2"/><circle cx="32" cy="26" r="12" fill="#c81e57"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#c81e57"/></svg>',
)}`;
// Bytes that are not an image: the browser fails to decode them and fires `error`.
const broken = 'data:image/png;base64,AAAA';

const loaded = async (image: HTMLImageElement) => {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
};

/**
 * A round profile picture for reviewers, feed authors and the shopper's own profile. The picture
 * takes its alt text from `name`; when there is no picture or it fails to load, the name's
 * initials show instead (a person icon when there is no name). Mark it `decorative` when the name
 * is written right beside it, so screen readers do not hear it twice. Do not use it for product
 * or brand images.
 */
const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'สมหญิง ใจดี', src: portrait },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'สมหญิง ใจดี' });
    await expect(image.tagName).toBe('IMG');
    await loaded(image);
  },
};

export const BrokenImageFallsBack: Story = {
  args: { name: 'Jane Doe', src: broken, size: 'lg' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The failed picture goes away and the initials take its place, with the same name.
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvas.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
    await expect(canvas.getByText('JD')).toBeVisible();
  },
};

export const MissingImageThai: Story = {
  globals: { locale: 'th_TH' },
  tags: ['error-state'],
  args: { src: undefined, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'สมหญิง ใจดี' })).toHaveTextContent('ส');
  },
};

export const MissingImageChinese: Story = {
  tags: ['error-state'],
  args: { name: '王小明', src: undefined, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '王小明' })).toHaveTextContent('王');
  },
};

export const AnonymousEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { name: '', src: undefined, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Profile picture' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
      <Avatar name="Jane Doe" size="sm" />
      <Avatar name="Jane Doe" size="md" />
      <Avatar name="Jane Doe" size="lg" />
      <Avatar name="Jane Doe" size="xl" />
      <Avatar name="เอมมี่" size="xl" />
      <Avatar name="王小明" size="xl" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = within(canvasElement)
      .getAllByRole('img', { name: 'Jane Doe' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(widths).toEqual([32, 44, 52, 64]);
  },
};

export const DecorativeBesideName: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} decorative size="sm" />
      <Text as="span" variant="bodyStrong">
        {args.name}
      </Text>
    </div>
  ),
  args: { name: 'คุณสมหญิง ใจดี ลูกค้าระดับแพลทินัมที่รีวิวสินค้ามากที่สุดประจำเดือน' },
  play: async ({ canvasElement }) => {
    // The name is read once, from the text; the picture is hidden from screen readers.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('alt', '');
    if (image) await loaded(image);
  },
};
