import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BeautyProfileView } from '../../../src/pages/profile/BeautyProfile/BeautyProfileView';
import { storyText } from '../../support/storyText';
import { storyCategories } from './profileStoryData';

/**
 * The beauty profile, /m/beauty_profile (spec §2 route name beauty_profile): skin type, skin
 * concerns (any number) and favourite categories (the shop's, each with its sub-categories),
 * saved to the account; the shop's recommendations put the favourite categories first. Guests
 * never see it: the loader sends them to sign in. Use it only as that route.
 */
const meta = {
  title: 'Pages/Profile/BeautyProfileView',
  component: BeautyProfileView,
  globals: { login: 'loggedIn' },
  args: {
    status: 'ready',
    values: { skinType: 'oily', concerns: ['acne', 'pores'], categoryIds: ['2', '11'] },
    categories: storyCategories('th_TH'),
    onSkinType: fn(),
    onConcern: fn(),
    onCategory: fn(),
    onSubmit: fn(),
    onRetry: fn(),
  },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof BeautyProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading (signed in)',
  args: { status: 'loading' },
  play: async ({ canvasElement, ...context }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText(context)('profile:beauty.loading'));
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error With Retry (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your beauty profile could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Nothing saved yet: a note invites the shopper; nothing is chosen. */
export const Empty: Story = {
  name: 'Empty (signed in)',
  args: { values: { skinType: '', concerns: [], categoryIds: [] }, blank: true },
  play: async ({ canvasElement, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByText(text('profile:beauty.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('profile:beauty.concerns.options.acne') })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: text('profile:beauty.categories.all', { name: 'เมคอัพ' }) })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Filled in, with the shop's Thai categories: chips turn on and off, the skin type changes, Save submits. */
export const Full: Story = {
  name: 'Full (signed in)',
  play: async ({ canvasElement, args, ...context }) => {
    const canvas = within(canvasElement);
    const text = storyText(context);
    await expect(canvas.getByRole('radio', { name: new RegExp(`^${text('profile:skinType.options.oily')}`) })).toBeChecked();
    const concerns = canvas.getByRole('group', { name: text('profile:beauty.concerns.label') });
    await expect(within(concerns).getByRole('button', { name: text('profile:beauty.concerns.options.pores') })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(concerns).getByRole('button', { name: text('profile:beauty.concerns.options.dark_spots') }));
    await expect(args.onConcern).toHaveBeenLastCalledWith('dark_spots', true);
    await userEvent.click(within(concerns).getByRole('button', { name: text('profile:beauty.concerns.options.acne') }));
    await expect(args.onConcern).toHaveBeenLastCalledWith('acne', false);
    const makeup = canvas.getByRole('group', { name: 'เมคอัพ' });
    await expect(within(makeup).getByRole('button', { name: text('profile:beauty.categories.all', { name: 'เมคอัพ' }) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(makeup).getByRole('button', { name: 'ลิปสติก' }));
    await expect(args.onCategory).toHaveBeenLastCalledWith('21', true);
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${text('profile:skinType.options.sensitive')}`) }));
    await expect(args.onSkinType).toHaveBeenLastCalledWith('sensitive');
    await userEvent.click(canvas.getByRole('button', { name: text('profile:beauty.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The shop has no categories yet: a note says so; the rest of the profile still works. */
export const NoCategories: Story = {
  name: 'No Categories (English, signed in)',
  globals: { locale: 'en_US' },
  args: { categories: [], values: { skinType: 'dry', concerns: ['dryness'], categoryIds: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The shop has no categories to choose from yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save beauty profile' })).toBeEnabled();
  },
};

/** Every concern chosen, the backend's refusal in Thai, the save under way, on the narrowest phone. */
export const LongThai: Story = {
  name: 'Long Thai (signed in)',
  // Its point is the long Thai text: the story sets Thai itself.
  globals: { locale: 'th_TH', viewport: { value: 'phone360', isRotated: false } },
  args: {
    values: {
      skinType: 'combination',
      concerns: ['acne', 'dark_spots', 'wrinkles', 'pores', 'dullness', 'redness', 'dryness', 'dark_circles'],
      categoryIds: ['1', '11', '12', '2', '21'],
    },
    failure: 'ขออภัย ไม่สามารถบันทึกโปรไฟล์ความงามได้ในขณะนี้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง',
    submitting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ไม่สามารถบันทึกโปรไฟล์ความงามได้');
    await expect(canvas.getByRole('button', { name: 'ใต้ตาคล้ำ' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const English: Story = {
  name: 'English (signed in)',
  globals: { locale: 'en_US' },
  args: { categories: storyCategories('en_US') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Beauty profile' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Skin concerns' })).toHaveAccessibleDescription('Choose any that apply');
    await expect(canvas.getByRole('button', { name: 'All Makeup' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Serums' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Chinese: Story = {
  name: 'Chinese (signed in)',
  globals: { locale: 'zh_CN' },
  args: { categories: storyCategories('zh_CN') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '美妆档案' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部彩妆' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '保存美妆档案' })).toBeVisible();
  },
};
