import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { productHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { photoFile } from '../../flows/upload/PhotoUploaderHarness';
import { RouteTableHarness } from '../../support/RouteTableHarness';
import { recordRequests, type SentRequest } from '../../support/requestRecorder';
import { at, BUCKET, bucketAccepts, callsTo, fileInput } from './reviewPageSupport';

const PATH = '/m/account/write_review.php?order_id=20250304&team_id=50004';
const WRITE = '/wap/api/team/write_review';

/**
 * Write a review through the real route table on the stateful mock backend, for the received
 * order 20250304: stars, text, a photo through the upload flow and anonymity, published once
 * however often Publish is pressed, then my reviews with the new review first; spec §5's messages;
 * a photo still uploading or failed (the form is kept); the backend's refusal; a hostile or
 * mismatched address; a guest sent to sign in and back.
 */
const meta = {
  title: 'Pages/Reviews/WriteReviewPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: { initialPath: PATH },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

let sent: SentRequest[] = [];
const record = (context: object) => {
  sent = recordRequests(context);
};
const writes = () => callsTo(sent, WRITE, 'POST').map((request) => new URLSearchParams(request.body));
const TEXT = 'Sinks in fast, not sticky, my skin is brighter.';

async function fill(canvasElement: HTMLElement, stars = '4 stars') {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: stars }, { timeout: 5000 }));
  await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), TEXT);
}

/** Everything filled, a photo uploaded, anonymous; Publish double-clicked: one request; my reviews show it first. */
export const PagePublishOnce: Story = {
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile('serum.svg'));
    await expect(await canvas.findByText('Photo 1: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Post anonymously/ }));
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Publish review' }));
    await at(canvasElement, '/m/account/my_review.php?tab=written');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My reviews' }, { timeout: 5000 })).toBeVisible();
    await expect(writes()).toHaveLength(1);
    const body = writes()[0];
    await expect([body?.get('order_id'), body?.get('team_id'), body?.get('score'), body?.get('content'), body?.get('is_anonymous')]).toEqual(['20250304', '50004', '4', TEXT, '1']);
    await expect(body?.getAll('images[]')).toEqual([expect.stringMatching(/^review\/2025\/03\/[0-9a-f-]{36}\.svg$/)]);
    await expect(await canvas.findByText(TEXT, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'p***n' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /^To review \(\d+\)$/ })).toBeVisible();
  },
};

/** Publish with nothing filled, in Chinese: the stars' message and spec §5's; nothing sent. */
export const PageValidation: Story = {
  globals: { locale: 'zh_CN' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发布评价' }, { timeout: 5000 }));
    await expect(await canvas.findByText('请给出1到5星的评分。')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /评价内容/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(writes()).toHaveLength(0);
  },
};

/** A photo still on its way: the page asks to wait and sends nothing. */
export const PageWaitsForPhotos: Story = {
  parameters: {
    msw: {
      handlers: {
        bucket: [
          http.put(BUCKET, async () => {
            await delay('infinite');
            return new HttpResponse(null);
          }),
        ],
      },
    },
  },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile('slow.svg'));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(await canvas.findByText('Please wait until your photos have finished uploading.')).toBeVisible();
    await expect(writes()).toHaveLength(0);
  },
};

/** The bucket refuses the photo: a clear message, the stars and text kept, nothing sent. */
export const PagePhotoFailed: Story = {
  parameters: { msw: { handlers: { bucket: [http.put(BUCKET, () => new HttpResponse(null, { status: 500 }))] } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, '5 stars');
    await userEvent.upload(fileInput(canvasElement), photoFile('broken.svg'));
    await waitFor(() => expect(canvas.getByText('Photo 1 could not be uploaded')).toBeVisible(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Publish review' }));
    await expect(await canvas.findByText('A photo could not be uploaded. Try it again or remove it.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue(TEXT);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(writes()).toHaveLength(0);
  },
};

/** The backend refuses: its message in Thai, what was written kept. */
export const PageRefused: Story = {
  globals: { locale: 'th_TH' },
  parameters: { msw: { handlers: { product: productHandlers({ writeReview: scenario.errcode(1) }) } } },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '3 ดาว' }, { timeout: 5000 }));
    await userEvent.type(canvas.getByRole('textbox', { name: /รีวิวของคุณ/ }), 'ใช้ดีค่ะ');
    await userEvent.click(canvas.getByRole('button', { name: 'เผยแพร่รีวิว' }));
    await expect(await canvas.findByText('ขออภัย ไม่สามารถดำเนินการได้ (รหัส 1)', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /รีวิวของคุณ/ })).toHaveValue('ใช้ดีค่ะ');
    await expect(writes()).toHaveLength(1);
  },
};

/** A hostile order id: a clear message, nothing asked. */
export const PageHostileAddress: Story = {
  args: { initialPath: '/m/account/write_review.php?order_id=%3Cscript%3E&team_id=50004' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This review link is not valid' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, '/m_api/order/detail.php')).toHaveLength(0);
  },
};

/** An order not received yet (20250301 is unpaid): it cannot be reviewed yet. */
export const PageNotReceived: Story = {
  args: { initialPath: '/m/account/write_review.php?order_id=20250301&team_id=50001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You can review this product after the order arrives' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A guest is sent to sign in, with this page as the way back. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};
