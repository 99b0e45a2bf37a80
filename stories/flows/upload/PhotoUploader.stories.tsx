import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storageHandlers } from '../../../mocks/handlers';
import { scenario } from '../../../mocks/scenarios';
import { PhotoUploader } from '../../../src/pages/flows/upload';
import { PhotoUploaderStateHarness, photoFile, swatch } from './PhotoUploaderHarness';
import { storyText } from '../../support/storyText';

/**
 * The photo uploader of refund requests and reviews (spec §4 storage upload): each photo fetches
 * the storage token, is put in the bucket with progress, and its path is recorded; an expired token
 * is refreshed once, and a failed photo can be tried again. Use it wherever photos must reach the
 * shop's storage; do not use it for a single avatar or for files that are not images.
 */
const meta = {
  title: 'Flows/Upload',
  component: PhotoUploader,
  args: { onChange: fn(), limit: 5, createId: () => 'story-photo' },
} satisfies Meta<typeof PhotoUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const pink = swatch('#f9c6d3', '#c81e57');
const blue = swatch('#cde8f6', '#1c5fb8');
const sand = swatch('#fff3d6', '#8a5a00');

// ---- State stories ----

export const FetchingToken: Story = {
  parameters: { flowStates: ['upload.fetchingToken'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'fetchingToken', preview: pink }]} />,
};

export const Putting: Story = {
  name: 'Putting (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['upload.putting'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'putting', progress: 0.45, preview: pink }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Photo 1: uploading, 45%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress of photo 1' })).toHaveAttribute('value', '45');
  },
};

export const RefreshingToken: Story = {
  name: 'Refreshing Token (Chinese)',
  globals: { locale: 'zh_CN' },
  parameters: { flowStates: ['upload.refreshingToken'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'refreshingToken', progress: 0, preview: blue }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('第 1 张照片：正在上传 0%')).toBeVisible();
  },
};

export const Recording: Story = {
  parameters: { flowStates: ['upload.recording'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'recording', preview: sand }]} />,
  play: async (context) => {
    const text = storyText(context);
    await expect(within(context.canvasElement).getByText(text('backgroundFlows:upload.uploading', { index: 1, progress: 100 }))).toBeVisible();
  },
};

export const Done: Story = {
  name: 'Done (English)',
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['upload.done'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'done', preview: pink }, { value: 'done', preview: blue }]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Photo 2: uploaded')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Failed (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { flowStates: ['upload.failed'] },
  render: () => <PhotoUploaderStateHarness photos={[{ value: 'failed', message: 'Network Error', preview: pink }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Photo 1 could not be uploaded')).toBeVisible();
    await expect(canvas.getByText('Reason: Network Error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try photo 1 again' })).toBeEnabled();
  },
};

/** Three photos at once in Thai: one done, one going, one failed. */
export const MixedThai: Story = {
  globals: { locale: 'th_TH' },
  parameters: { flowStates: ['upload.done', 'upload.putting', 'upload.failed'] },
  render: () => (
    <PhotoUploaderStateHarness
      photos={[
        { value: 'done', preview: pink },
        { value: 'putting', progress: 0.72, preview: blue },
        { value: 'failed', message: 'ระบบจัดเก็บไฟล์ไม่ตอบสนอง กรุณาลองใหม่อีกครั้งในภายหลัง', preview: sand },
      ]}
    />
  ),
};

// ---- Flow stories: the wired uploader on the mock backend (the bucket is mocked per story) ----

const BUCKET = /https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Token, put, record: the photo shows as uploaded and the page gets its path. */
export const UploadsAPhoto: Story = {
  name: 'Uploads A Photo (English)',
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bucket: [http.put(BUCKET, () => new HttpResponse(null, { status: 200 }))] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), photoFile('lipstick.svg'));
    await expect(await within(canvasElement).findByText('Photo 1: uploaded')).toBeVisible();
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ path: 'review/2025/03/story-photo.svg' }),
      ]),
    );
  },
};

/** The bucket says the token expired: a new token is fetched and the put retried once, which works. */
export const ExpiredTokenIsRefreshed: Story = {
  name: 'Expired Token Is Refreshed (English)',
  globals: { locale: 'en_US' },
  parameters: {
    msw: {
      handlers: {
        bucket: (() => {
          let calls = 0;
          return [
            http.put(BUCKET, () => {
              calls += 1;
              return calls === 1
                ? new HttpResponse('<Error><Code>SecurityTokenExpired</Code></Error>', { status: 403 })
                : new HttpResponse(null, { status: 200 });
            }),
          ];
        })(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), photoFile('serum.svg'));
    await expect(await within(canvasElement).findByText('Photo 1: uploaded')).toBeVisible();
  },
};

/** The token cannot be fetched: code 500 "Network Error"; retrying after the network is back works. */
export const TokenFailsThenRetry: Story = {
  name: 'Token Fails Then Retry (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: {
    msw: {
      handlers: {
        storage: storageHandlers({ getStorageToken: scenario.offline }),
        bucket: [http.put(BUCKET, () => new HttpResponse(null, { status: 200 }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), photoFile('toner.svg'));
    await expect(await canvas.findByText('Photo 1 could not be uploaded')).toBeVisible();
    await expect(canvas.getByText('Reason: Network Error')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try photo 1 again' })).toBeEnabled();
  },
};

/** The bucket refuses the file: the photo shows as failed with the reason. */
export const PutFails: Story = {
  name: 'Put Fails (English)',
  tags: ['error-state'],
  globals: { locale: 'en_US' },
  parameters: { msw: { handlers: { bucket: [http.put(BUCKET, () => new HttpResponse(null, { status: 500 }))] } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), photoFile('mask.svg'));
    await expect(await within(canvasElement).findByText('Reason: Upload failed (500)')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
