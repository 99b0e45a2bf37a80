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
 * **Write a review (in the running shop): where a shopper reviews a product from an order they
 * received.**
 *
 * The shopper sees the product, gives one to five stars, writes what they think (up to 500
 * characters), may add up to nine photos (each uploads as soon as it is chosen) and may post
 * anonymously (their name as initials only); How to write a review is a link away. Publish sends it
 * once, then My reviews shows it first. A shopper who has not logged in never sees this page: they
 * are asked to log in first and come back here after.
 *
 * They see the loading state while the product is on its way, the error state with Try again when
 * it could not be loaded, a message with the way to My reviews when the link is not valid, a note
 * when the product cannot be reviewed (not in that order, not arrived yet, or already reviewed), a
 * message on the stars and the text when they are missing, a request to wait while photos upload, a
 * message when a photo could not be uploaded, and the shop's message when it refused the review
 * (what was written is kept).
 */
const meta = {
  title: 'Pages/Reviews/WriteReviewPage',
  component: RouteTableHarness,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
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

/** Test only: everything filled in, a photo, anonymous; Publish tapped twice sends once; My reviews shows it first. */
export const PagePublishOnce: Story = {
  name: 'Page Publish Once (English, signed in)',
  tags: ['test-only'],
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

/** Publish with nothing filled in, in Simplified Chinese: the stars and the text say what they need; nothing is sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
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

/** A photo still uploading: the shopper is asked to wait, and nothing is sent. */
export const PageWaitsForPhotos: Story = {
  name: 'Page Waits For Photos (English, signed in)',
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

/** A photo could not be uploaded: a clear message; the stars and text are kept, nothing is sent. */
export const PagePhotoFailed: Story = {
  name: 'Page Photo Failed (English, signed in)',
  tags: ['error-state'],
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

/** The shop refuses the review, in Thai: its message, and what was written is kept. */
export const PageRefused: Story = {
  name: 'Page Refused (Thai, signed in)',
  tags: ['error-state'],
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

/** Test only: a hostile order in the link shows a clear message and asks the shop nothing. */
export const PageHostileAddress: Story = {
  name: 'Page Hostile Address (English, signed in)',
  tags: ['test-only'],
  args: { initialPath: '/m/account/write_review.php?order_id=%3Cscript%3E&team_id=50004' },
  beforeEach: record,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'This review link is not valid' }, { timeout: 5000 })).toBeVisible();
    await expect(callsTo(sent, '/m_api/order/detail.php')).toHaveLength(0);
  },
};

/** An order not received yet: its product cannot be reviewed yet. */
export const PageNotReceived: Story = {
  name: 'Page Not Received (English, signed in)',
  args: { initialPath: '/m/account/write_review.php?order_id=20250301&team_id=50001' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You can review this product after the order arrives' }, { timeout: 5000 })).toBeVisible();
  },
};

/** A shopper who has not logged in is asked to log in first, and comes back here after. */
export const PageGuest: Story = {
  name: 'Page Guest (English)',
  parameters: { shop: { seed: 'guest' } },
  globals: { login: 'guest' },
  play: async ({ canvasElement }) => {
    await at(canvasElement, `/m/login.php?redirect=${encodeURIComponent(PATH)}`);
  },
};
