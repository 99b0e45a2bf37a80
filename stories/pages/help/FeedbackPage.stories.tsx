import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { photoFile, swatch } from '../../flows/upload/PhotoUploaderHarness';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address } from '../../support/routeSteps';

const PATH = '/m/feedback.php';
const FEEDBACK_PATH = '/wap/api/user_center/feedback';
/** The storage bucket the upload flow puts photos in (the mock shop's tokens open it). */
const BUCKET = /https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

/** The bucket takes every put and shows every uploaded photo as the same small picture. */
const bucketAccepts = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(decodeURIComponent(swatch('#f9c6d3', '#c81e57').split(',')[1] ?? ''), { headers: { 'content-type': 'image/svg+xml' } })),
];

/**
 * Feedback through the real route table on the stateful mock backend: a category, the text and a
 * photo (token, put, record through the upload machine), sent once however often Send is pressed,
 * then the thank-you and back to the help centre; the spec §5 messages; sending waits for photos
 * still uploading; the backend's refusal; a guest sent to sign in.
 */
const meta = {
  title: 'Pages/Help/FeedbackPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const feedbacks = () => sent.filter((request) => request.url.pathname === FEEDBACK_PATH && request.method === 'POST').map((request) => new URLSearchParams(request.body));

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Category, text and a photo; Send double-clicked: one request with all three; the thank-you; back to help. */
export const PageSendsOnce: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /What is it about\?/ }, { timeout: 5000 }), 'delivery');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'The box was dented, but the serum was fine.');
    await userEvent.upload(fileInput(canvasElement), photoFile('parcel.svg'));
    await expect(await canvas.findByText('Photo 1: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Send feedback' }));
    const thanks = await canvas.findByRole('heading', { name: 'Thank you for your feedback' }, { timeout: 5000 });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(feedbacks()).toHaveLength(1);
    const body = feedbacks()[0];
    await expect([body?.get('category'), body?.get('content')]).toEqual(['delivery', 'The box was dented, but the serum was fine.']);
    await expect(body?.getAll('images[]')).toEqual([expect.stringMatching(/^feedback\/2025\/03\/[0-9a-f-]{36}\.svg$/)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to help centre' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent('/m/account/help.php'), { timeout: 5000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help centre' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Send with nothing filled, in Chinese: the spec §5 message on both fields; nothing sent. */
export const PageValidation: Story = {
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发送反馈' }, { timeout: 5000 }));
    await expect(canvas.getByRole('combobox', { name: /反馈类型/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(canvas.getByRole('textbox', { name: /您的反馈/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(feedbacks()).toHaveLength(0);
  },
};

/** A photo still on its way when Send is pressed: the page asks to wait and sends nothing. */
export const PageWaitsForPhotos: Story = {
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { bucket: [http.put(BUCKET, async () => { await delay('infinite'); return new HttpResponse(null); })] } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /What is it about\?/ }, { timeout: 5000 }), 'product');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'The pump of the bottle is stiff.');
    await userEvent.upload(fileInput(canvasElement), photoFile('pump.svg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Please wait until your photos have finished uploading.')).toBeVisible();
    await expect(feedbacks()).toHaveLength(0);
  },
};

/** The backend refuses: its message in Thai, what was written kept. */
export const PageRefused: Story = {
  globals: { login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: userCenterHandlers({ sendFeedback: scenario.errcode(1) }) } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /เรื่องที่ต้องการแจ้ง/ }, { timeout: 5000 }), 'app');
    await userEvent.type(canvas.getByRole('textbox', { name: /ความคิดเห็นของคุณ/ }), 'แอปค้างตอนชำระเงิน');
    await userEvent.click(canvas.getByRole('button', { name: 'ส่งความคิดเห็น' }));
    await expect(await canvas.findByText('ขออภัย ไม่สามารถดำเนินการได้ (รหัส 1)', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /ความคิดเห็นของคุณ/ })).toHaveValue('แอปค้างตอนชำระเงิน');
    await expect(feedbacks()).toHaveLength(1);
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'เข้าสู่ระบบ' }, { timeout: 5000 })).toBeVisible();
  },
};
