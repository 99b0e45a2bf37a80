import { expect, userEvent, waitFor, within } from 'storybook/test';

const DISMISS = /^(Dismiss notification|ปิดการแจ้งเตือน|关闭通知)$/;

/** Story-only: the toast is seen, then dismissed (its own timer would make the screenshot depend on timing). */
export async function sawToast(canvasElement: HTMLElement, text: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(text, {}, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: DISMISS }));
  await waitFor(() => expect(canvas.queryByText(text)).not.toBeInTheDocument());
}
