/** Story-only: the frame states every counter View story has (loading, failed with a retry). */
import { expect, userEvent, within } from 'storybook/test';
import { storyText, type LocaleGlobals } from '../../support/storyText';

/** Loading: the page's heading (the text of `headingKey` in the story's language) is there, nothing else yet. */
export const loadingStory = (headingKey: string) => ({
  args: { state: { status: 'loading' as const } },
  play: async (context: { canvasElement: HTMLElement; globals: LocaleGlobals }) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: storyText(context)(headingKey) })).toBeVisible();
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
