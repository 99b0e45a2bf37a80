import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorBoundary } from '../../../src/app';
import { ErrorPageView } from '../../../src/pages/errors/ErrorPage/ErrorPageView';
import { storyText } from '../../support/storyText';

/**
 * **Something went wrong: the page a shopper sees when a page of the shop failed as a whole.**
 *
 * When a page cannot be shown at all, the shopper sees what went wrong, a Try again button that
 * loads the page again and a way back to the home page. When the shop sent a message that says more
 * than the bare error, it shows in a small message at the top, which the shopper can close. A page
 * that is shown but could not load one of its parts keeps its own message with Try again instead.
 *
 * They see the error with Try again and the way home, with or without the shop's message.
 */
const meta = {
  title: 'Pages/Errors/ErrorPage',
  component: ErrorPageView,
  // Every state here is an error page or its toast: what the shopper sees when a page fails.
  tags: ['error-state'],
  args: { status: 500, onRetry: fn(), onHome: fn(), onDismissToast: fn() },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
} satisfies Meta<typeof ErrorPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop failed to answer: Try again, or go back to the home page. */
export const ServerErrorThai: Story = {
  tags: ['error-state'],
  // Its point is the Thai page (English and Chinese have their own): the story sets Thai, as its name says.
  globals: { locale: 'th_TH' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เกิดข้อผิดพลาด' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'กลับสู่หน้าแรก' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

/** The shop's message about what failed shows at the top; the shopper can close it. */
export const WithToastEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { toastMessage: 'Unknown middleware' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Unknown middleware');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onDismissToast).toHaveBeenCalled();
  },
};

/** A long Thai message from the shop wraps without hiding the buttons. */
export const LongThaiToast: Story = {
  globals: { locale: 'th_TH' },
  args: { status: 503, toastMessage: 'ระบบกำลังปรับปรุงชั่วคราวเพื่อรองรับแคมเปญสงกรานต์ โปรดลองใหม่อีกครั้งภายในไม่กี่นาที ขออภัยในความไม่สะดวก' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ระบบกำลังปรับปรุงชั่วคราว');
  },
};

/** In Simplified Chinese, with no message from the shop. */
export const Chinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { status: 403 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '出错了' })).toBeVisible();
    await expect(within(canvasElement).getByRole('alert')).toBeEmptyDOMElement();
  },
};

/** Story-only: a route whose middleware is unknown, caught by the table's error boundary. */
function FailingRoute({ status, message }: { status: number; message: string }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            path: '/m/*',
            errorElement: <RouteErrorBoundary />,
            loader: () => {
              throw data(message, { status, statusText: message });
            },
            element: null,
          },
        ],
        { initialEntries: ['/m/vip'] },
      ),
    [status, message],
  );
  return <RouterProvider router={router} />;
}

/** In the running shop: a page that fails shows this page, with the shop's message on top. */
export const UnknownMiddlewareThroughBoundary: Story = {
  name: 'Unknown Middleware Through Boundary (English)',
  parameters: { controls: { disable: true } },
  globals: { locale: 'en_US' },
  render: () => <FailingRoute status={500} message="Unknown middleware" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown middleware');
  },
};

/** In the running shop: when the shop's message only names the error, no message is shown on top. */
export const StatusTextThroughBoundary: Story = {
  parameters: { controls: { disable: true } },
  render: () => <FailingRoute status={503} message="Service Unavailable" />,
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: storyText(context)('app:error.title') })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
