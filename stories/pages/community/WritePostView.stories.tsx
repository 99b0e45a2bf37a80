import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WritePostView } from '../../../src/pages/community/WritePost/WritePostView';
import { storyProducts, storyTags } from './communityStoryData';

const EMPTY = { title: '', content: '', tags: [], products: [] };

/** Write a post, /m/community/post (route name community-post): title, text with a counter, photos, tags, products. Needs login. */
const meta = {
  title: 'Pages/Community/WritePostView',
  component: WritePostView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: EMPTY,
    tags: storyTags(),
    products: storyProducts(3),
    onChange: fn(),
    onToggleTag: fn(),
    onToggleProduct: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none' },
} satisfies Meta<typeof WritePostView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'เผยแพร่' })).toBeNull();
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

/** Filled in, in Thai: a tag and a product picked, Publish submits. */
export const Full: Story = {
  args: { values: { title: 'กันแดดตัวโปรด', content: 'ใช้ทุกวันก่อนออกจากบ้าน', tags: ['1'], products: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '#กันแดด' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '#แต่งหน้า' }));
    await expect(args.onToggleTag).toHaveBeenCalledWith('3', true);
    await userEvent.click(canvas.getByRole('button', { name: 'เผยแพร่' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The spec §5 messages (in Chinese) and the backend's refusal. */
export const ValidationErrors: Story = {
  globals: { locale: 'zh_CN' },
  args: { tags: storyTags('zh_CN'), fieldErrors: { title: '必填项不能为空', content: '必填项不能为空' }, failure: '所选标签不存在。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /标题/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByText('所选标签不存在。')).toHaveAttribute('role', 'alert');
  },
};

/** Thai text with stacked marks: the counter counts what the reader sees. */
export const LongThai: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { values: { title: 'รีวิวครีมกันแดดเนื้อบางเบาสำหรับผิวแพ้ง่าย', content: 'กี่ปีแล้วที่ตามหากันแดดที่ไม่อุดตัน ตัวนี้ซึมไว ไม่เหนียว ไม่วอก', tags: [], products: [] }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /เรื่องราวของคุณ/ })).toHaveValue('กี่ปีแล้วที่ตามหากันแดดที่ไม่อุดตัน ตัวนี้ซึมไว ไม่เหนียว ไม่วอก');
  },
};

/** Five products picked: the others cannot be picked. */
export const ProductsFull: Story = {
  globals: { locale: 'en_US' },
  args: { tags: storyTags('en_US'), products: storyProducts(6, 'en_US'), values: { ...EMPTY, products: storyProducts(5, 'en_US').map((product) => product.id) } },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.at(-1)).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en_US' },
  args: { tags: storyTags('en_US'), products: storyProducts(3, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { tags: storyTags('zh_CN'), products: storyProducts(3, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发布' })).toBeVisible();
  },
};
