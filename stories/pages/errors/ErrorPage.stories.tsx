import { useMemo } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorBoundary } from '../../../src/app';
import { ErrorPageView } from '../../../src/pages/errors/ErrorPage/ErrorPageView';

/**
 * The page for an error no page handled (spec §8): the status, a retry that reloads and a way
 * home; the error's message shows as a toast unless it is only a status-code text. A page's own
 * failed request shows ErrorState inside the page instead.
 */
const meta = {
  title: 'Pages/Errors/ErrorPage',
  component: ErrorPageView,
  args: { status: 500, onRetry: fn(), onHome: fn(), onDismissToast: fn() },
  parameters: { frame: 'none' },
} satisfies Meta<typeof ErrorPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrorThai: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'เกิดข้อผิดพลาด' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ลองอีกครั้ง' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'กลับสู่หน้าแรก' }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

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

export const LongThaiToast: Story = {
  args: { status: 503, toastMessage: 'ระบบกำลังปรับปรุงชั่วคราวเพื่อรองรับแคมเปญสงกรานต์ โปรดลองใหม่อีกครั้งภายในไม่กี่นาที ขออภัยในความไม่สะดวก' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ระบบกำลังปรับปรุงชั่วคราว');
  },
};

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

/** spec §8: an unknown middleware gives 500 "Unknown middleware", which the page toasts. */
export const UnknownMiddlewareThroughBoundary: Story = {
  globals: { locale: 'en_US' },
  render: () => <FailingRoute status={500} message="Unknown middleware" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unknown middleware');
  },
};

/** A status-code text ("Service Unavailable") is not repeated as a toast. */
export const StatusTextThroughBoundary: Story = {
  render: () => <FailingRoute status={503} message="Service Unavailable" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'เกิดข้อผิดพลาด' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};
