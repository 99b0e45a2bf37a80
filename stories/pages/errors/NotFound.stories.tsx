import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundView } from '../../../src/pages/errors/NotFound/NotFoundView';

/** The page for any address under /m that no route serves (spec §2, §8). */
const meta = {
  title: 'Pages/Errors/NotFound',
  component: NotFoundView,
  args: { onReturnHome: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundThai: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('ไม่พบหน้าที่คุณต้องการ');
    await userEvent.click(canvas.getByRole('button', { name: 'กลับสู่หน้าแรก' }));
    await expect(args.onReturnHome).toHaveBeenCalledTimes(1);
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'This page could not be found' }),
    ).toBeVisible();
  },
};

export const NotFoundChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '返回首页' })).toBeVisible();
  },
};
