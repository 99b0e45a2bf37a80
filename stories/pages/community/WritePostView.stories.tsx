import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WritePostView } from '../../../src/pages/community/WritePost/WritePostView';
import { storyProducts, storyTags } from './communityStoryData';
import { storyText } from '../../support/storyText';

const EMPTY = { title: '', content: '', tags: [], products: [] };

/**
 * **Write a post: where a shopper shares their beauty routine with the community.**
 *
 * A title (up to 60 characters, counted as the reader sees them), their story (up to 2,000
 * characters) with a counter, up to nine photos (each uploads as it is chosen), tags and up to five
 * products, then Publish; the post comes first in Latest and opens with its products. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the page could not be loaded, a
 * message under each field left empty, a message while photos are still uploading or when one
 * failed, and the shop's message when it refuses the post.
 */
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
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof WritePostView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the page is on its way. */
export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async (context) => {
    const { canvasElement } = context;
    const text = storyText(context);
    await expect(within(canvasElement).queryByRole('button', { name: text('community:write.publish') })).toBeNull();
  },
};

/** The page could not be loaded (no connection): the shopper can try again. */
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

/** Filled in, in Thai: a tag and a product picked, Publish. */
export const Full: Story = {
  name: 'Full (signed in)',
  args: { values: { title: 'กันแดดตัวโปรด', content: 'ใช้ทุกวันก่อนออกจากบ้าน', tags: ['1'], products: [] } },
  play: async (context) => {
    const { canvasElement, args } = context;
    const text = storyText(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '#กันแดด' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '#แต่งหน้า' }));
    await expect(args.onToggleTag).toHaveBeenCalledWith('3', true);
    await userEvent.click(canvas.getByRole('button', { name: text('community:write.publish') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** In Chinese: each empty field says what it needs, and the shop's refusal. */
export const ValidationErrors: Story = {
  name: 'Validation Errors (Chinese, signed in)',
  tags: ['error-state'],
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
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text on a narrow phone: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: { values: { title: 'รีวิวครีมกันแดดเนื้อบางเบาสำหรับผิวแพ้ง่าย', content: 'กี่ปีแล้วที่ตามหากันแดดที่ไม่อุดตัน ตัวนี้ซึมไว ไม่เหนียว ไม่วอก', tags: [], products: [] }, submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /เรื่องราวของคุณ/ })).toHaveValue('กี่ปีแล้วที่ตามหากันแดดที่ไม่อุดตัน ตัวนี้ซึมไว ไม่เหนียว ไม่วอก');
  },
};

/** Five products picked: no more can be added. */
export const ProductsFull: Story = {
  name: 'Products Full (English, signed in)',
  globals: { locale: 'en_US' },
  args: { tags: storyTags('en_US'), products: storyProducts(6, 'en_US'), values: { ...EMPTY, products: storyProducts(5, 'en_US').map((product) => product.id) } },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes.at(-1)).toBeDisabled();
  },
};

/** In English. */
export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { tags: storyTags('en_US'), products: storyProducts(3, 'en_US') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish' })).toBeVisible();
  },
};

/** In Simplified Chinese. */
export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { tags: storyTags('zh_CN'), products: storyProducts(3, 'zh_CN') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发布' })).toBeVisible();
  },
};
