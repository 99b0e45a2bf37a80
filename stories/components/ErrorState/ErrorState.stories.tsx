import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../../../src/components/ErrorState';
import { storyText } from '../../support/storyText';

/**
 * What a list or page shows when loading failed: a title, a message and a retry button, announced
 * to screen readers as it appears. Set `retrying` while the new attempt runs: the button shows a
 * spinner and ignores further taps. Defaults say 'Something went wrong' and suggest checking the
 * connection. Do not use it for an empty result (EmptyState) or for a failed action on a loaded
 * page (a toast).
 */
const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultEnglish: Story = {
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('Please check your internet connection and try again.');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The default texts in Thai, beside the English and Chinese stories: pinned to Thai. */
export const DefaultThai: Story = {
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args, globals }) => {
    const text = storyText({ globals });
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text('basics:errorState.title'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('basics:errorState.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const DefaultChinese: Story = {
  globals: { locale: 'zh_CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('出错了');
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeEnabled();
  },
};

export const Retrying: Story = {
  name: 'Retrying (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { retrying: true },
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: /Try again/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const CustomLongThai: Story = {
  globals: { locale: 'th_TH' },
  args: {
    icon: 'cart',
    title: 'ไม่สามารถโหลดรายการสินค้าในรถเข็นของคุณได้ในขณะนี้',
    message:
      'ระบบกำลังปรับปรุงเพื่อรองรับแคมเปญลดราคาครั้งใหญ่ประจำปี โปรดรอสักครู่แล้วลองใหม่อีกครั้ง สินค้าในรถเข็นของคุณยังคงอยู่ครบถ้วน',
    retryLabel: 'โหลดรถเข็นอีกครั้ง',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'โหลดรถเข็นอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardRetry: Story = {
  name: 'Keyboard Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { title: 'We could not load the reviews for this product', headingLevel: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
