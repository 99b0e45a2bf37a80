import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InfiniteListSentinel } from '../../../src/components/InfiniteListSentinel';
import { storyText } from '../../support/storyText';

/**
 * The end of a paged list (products, reviews, orders, the feed). While `idle` it calls
 * `onLoadMore` as soon as it scrolls into view; where IntersectionObserver is missing, or with
 * `mode="button"`, it shows a "Load more" button instead. The owner sets `loading` while a page is
 * on its way (spinner and status text), `error` when it failed (retry button), and `end` when
 * there is nothing more. Do not use it for lists that fit on one screen, and do not call
 * onLoadMore's request twice: the sentinel asks once per idle period.
 */
const meta = {
  title: 'Components/InfiniteListSentinel',
  component: InfiniteListSentinel,
  args: { status: 'idle', onLoadMore: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'error', 'end'] },
    mode: { control: 'inline-radio', options: ['auto', 'button'] },
  },
} satisfies Meta<typeof InfiniteListSentinel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleLoadsWhenVisible: Story = {
  play: async ({ args }) => {
    // The sentinel is on screen: it asks for the next page once.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
  },
};

export const IdleBelowTheFoldWaits: Story = {
  name: 'Idle Below The Fold Waits (English)',
  globals: { locale: 'en_US' },
  render: (args) => (
    <div
      data-testid="scroller"
      role="region"
      aria-label="Products"
      tabIndex={0}
      style={{ height: 300, overflowY: 'auto' }}
    >
      <ol style={{ margin: 0 }}>
        {Array.from({ length: 30 }, (_, index) => (
          <li key={index} style={{ padding: 8 }}>
            Product {index + 1}
          </li>
        ))}
      </ol>
      <InfiniteListSentinel {...args} rootMargin="0px" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const scroller = within(canvasElement).getByTestId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalledTimes(1));
    scroller.scrollTop = 0;
  },
};

export const LoadingThai: Story = {
  globals: { locale: 'th_TH' },
  args: { status: 'loading' },
  play: async ({ canvasElement, args, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText({ globals })('overlays:infiniteList.loading'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const ErrorRetryEnglish: Story = {
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Couldn't load more items.");
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const ErrorRetryFallsBackToLoadMoreThai: Story = {
  globals: { locale: 'th_TH' },
  tags: ['error-state'],
  args: { status: 'error' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: storyText({ globals })('overlays:infiniteList.retry') }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const EndChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { status: 'end' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已经到底了');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const ButtonModeEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { mode: 'button' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load more' });
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIntersectionObserverThai: Story = {
  globals: { locale: 'th_TH' },
  beforeEach: () => {
    const original = window.IntersectionObserver;
    // An old webview without IntersectionObserver.
    Reflect.deleteProperty(window, 'IntersectionObserver');
    return () => {
      window.IntersectionObserver = original;
    };
  },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: storyText({ globals })('overlays:infiniteList.loadMore') });
    await userEvent.click(button);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};
