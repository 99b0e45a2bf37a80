/** Story-only: the frame states every counter View story has (loading, failed with a retry). */
import { expect, userEvent, within } from 'storybook/test';

/** Loading (Thai): the page's heading is there, nothing else yet. */
export const loadingStory = (heading: string) => ({
  args: { state: { status: 'loading' as const } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  },
});

/** A failed load (English): the backend's message and a retry that calls back. */
export const errorWithRetryStory = () => ({
  globals: { locale: 'en_US' },
  args: { state: { status: 'error' as const, message: 'Network Error' } },
  play: async ({ canvasElement, args }: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Network Error')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
});
