import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userCenterHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { photoFile, swatch } from '../../flows/upload/PhotoUploaderHarness';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { address, playGuestAtSignIn } from '../../support/routeSteps';

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
 * **Send feedback (in the running shop): where a signed-in shopper tells the shop what went well or
 * what it can do better.**
 *
 * The shopper picks what it is about (products, orders, delivery, payment, the website and app, or
 * something else), writes their message (up to 500 characters, with a counter) and may add up to
 * three photos, for example of a damaged parcel; each photo uploads as soon as it is chosen.
 * Feedback is sent once, then a thank-you leads back to the help centre. A shopper who has not
 * logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state while the page is on its way, the error state with Try again when it
 * could not be loaded, a message under each field left empty, a request to wait while photos are
 * still uploading, and the shop's message when it refused the feedback (what they wrote is kept).
 */
const meta = {
  title: 'Pages/Help/FeedbackPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
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

/** Test only: a topic, a message and a photo; Send tapped twice sends once; the thank-you, then back to help. */
export const PageSendsOnce: Story = {
  name: 'Page Sends Once (English, signed in)',
  tags: ['test-only'],
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

/** Send with nothing filled in, in Simplified Chinese: each field says what it needs; nothing is sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
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

/** A photo still uploading when Send is tapped: the shopper is asked to wait, nothing is sent. */
export const PageWaitsForPhotos: Story = {
  name: 'Page Waits For Photos (English, signed in)',
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

/** The shop refuses the feedback, in Thai: its message, and what was written is kept. */
export const PageRefused: Story = {
  name: 'Page Refused (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  tags: ['error-state'],
  globals: { locale: 'th_TH', login: 'loggedIn' },
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

/** The shop signs the shopper out when the feedback is sent: 401 to the feedback, and to every profile check after it. */
let signedOut = false;
const signedOutOnSend = [
  http.post(`*${FEEDBACK_PATH}`, () => {
    signedOut = true;
    return HttpResponse.json({ errcode: 401, msg: '' });
  }),
  http.get('*/wap/api/user_center/profile', () => (signedOut ? HttpResponse.json({ errcode: 401, msg: '' }) : undefined)),
];

/** Signed out while writing: sending asks the shopper to log in, and comes back here after. */
export const PageSignedOutWhileWriting: Story = {
  name: 'Page Signed Out While Writing (English, signed in)',
  tags: ['error-state'],
  globals: { locale: 'en_US', login: 'loggedIn' },
  parameters: { msw: { handlers: { userCenter: [...signedOutOnSend, ...userCenterHandlers()] } } },
  beforeEach: (context) => {
    signedOut = false;
    record(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /What is it about\?/ }, { timeout: 5000 }), 'app');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'The app froze at checkout.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(address(canvasElement)).toHaveTextContent(`/m/login.php?redirect=${encodeURIComponent(PATH)}`), { timeout: 5000 });
    await expect(await canvas.findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeVisible();
    await expect(feedbacks()).toHaveLength(1);
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestAtSignIn(PATH),
};
