import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { photoFile, swatch } from '../../flows/upload/PhotoUploaderHarness';
import { goToAddress, RouteTableHarness } from '../../support/RouteTableHarness';
import { expectAddress, playGuestSentToSignIn, requestLog } from './communityPageSupport';

const PATH = '/m/community/post';
const CREATE_PATH = '/wap/api/feed/create';
/** The storage bucket the upload flow puts photos in (the mock shop's tokens open it). */
const BUCKET = /https:\/\/beauty-shop-upload\.oss-ap-southeast-7\.aliyuncs\.com\/.*/;

/** The bucket takes every put and shows every uploaded photo as the same small picture. */
const bucketAccepts = [
  http.put(BUCKET, () => new HttpResponse(null, { status: 200 })),
  http.get(BUCKET, () => new HttpResponse(decodeURIComponent(swatch('#f9c6d3', '#c81e57').split(',')[1] ?? ''), { headers: { 'content-type': 'image/svg+xml' } })),
];

/**
 * **Write a post: where a shopper shares their beauty routine with the community.**
 *
 * A title (up to 60 characters, counted as the reader sees them), their story (up to 2,000
 * characters) with a counter, up to nine photos (each uploads as it is chosen), tags and up to five
 * products, then Publish; the post comes first in Latest and opens with its products. A shopper who
 * has not logged in never sees this page: they are asked to log in first and come back here after.
 *
 * They see the loading state, the error state with Try again when the page could not be loaded, a
 * message under each field left empty, a message while photos are still uploading or when one
 * failed, and the shop's message when it refuses the post.
 */
const meta = {
  title: 'Pages/Community/WritePostPage',
  component: RouteTableHarness,
  args: { initialPath: PATH },
  parameters: { controls: { disable: true }, frame: 'none', docs: { story: { inline: false, height: '812px' } }, shop: { seed: 'shopper' }, msw: { handlers: { bucket: bucketAccepts } } },
} satisfies Meta<typeof RouteTableHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = requestLog();

/** The values a form body holds under a list name (`name`, `name[]` or `name[0]`…). */
const listIn = (body: URLSearchParams, name: string) => [...body.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/**
 * Two photos, a tag and a product; Publish (even double-tapped) posts once; the post is first in
 * Latest and opens with the product.
 */
export const PageJourneyPublish: Story = {
  name: 'Page Journey Publish (English, signed in)',
  globals: { locale: 'en_US', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Title/ }, { timeout: 5000 }), 'Songkran sunscreen test');
    await userEvent.type(canvas.getByRole('textbox', { name: /Your story/ }), 'Three sunscreens, one water fight.');
    await userEvent.upload(fileInput(canvasElement), photoFile('one.svg'));
    await expect(await canvas.findByText('Photo 1: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), photoFile('two.svg'));
    await expect(await canvas.findByText('Photo 2: uploaded', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '#Sun care' }));
    const products = canvas.getByRole('group', { name: /Products to tag/ });
    const product = within(products).getAllByRole('checkbox')[0] as HTMLInputElement;
    await userEvent.click(product);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Publish' }));

    await expectAddress(canvasElement, '/m/community?tab=latest');
    await expect(await canvas.findByText('Your post is live', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    const latest = await canvas.findByRole('list', { name: 'Latest' }, { timeout: 5000 });
    const first = within(latest).getAllByRole('article')[0] as HTMLElement;
    await expect(first).toHaveTextContent('Songkran sunscreen test');

    const sent = log.bodiesTo(CREATE_PATH);
    await expect(sent).toHaveLength(1);
    const body = sent[0] as URLSearchParams;
    await expect([body.get('title'), body.get('content')]).toEqual(['Songkran sunscreen test', 'Three sunscreens, one water fight.']);
    await expect(listIn(body, 'images')).toHaveLength(2);
    await expect(listIn(body, 'tags')).toEqual(['1']);
    await expect(listIn(body, 'teams')).toHaveLength(1);

    await userEvent.click(within(first).getByRole('link', { name: 'Songkran sunscreen test' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Songkran sunscreen test' }, { timeout: 5000 })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Products in this post' })).getAllByRole('article')).toHaveLength(1);
    const photos = within(canvas.getByRole('list', { name: 'Photos' })).getAllByRole('img') as HTMLImageElement[];
    await expect(photos).toHaveLength(2);
    await expect(photos.map((photo) => photo.src)).toEqual(listIn(body, 'images'));
    await waitFor(() => expect((photos[0] as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 5000 });

    // And first among the shopper's own posts.
    await goToAddress('/m/community?tab=mine');
    const mine = await canvas.findByRole('list', { name: 'My posts' }, { timeout: 5000 });
    await expect(within(mine).getAllByRole('article')[0]).toHaveTextContent('Songkran sunscreen test');
    await expect(log.bodiesTo('/wap/api/feed/list', 'GET').at(-1)?.get('mine')).toBe('1');
  },
};

/** In Chinese, empty fields: each says what it needs; nothing is sent. */
export const PageValidation: Story = {
  name: 'Page Validation (Chinese, signed in)',
  globals: { locale: 'zh_CN', login: 'loggedIn' },
  beforeEach: log.record,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '发布' }, { timeout: 5000 }));
    await expect(canvas.getByRole('textbox', { name: /^标题/ })).toHaveAccessibleDescription(/必填项不能为空/);
    await expect(log.bodiesTo(CREATE_PATH)).toHaveLength(0);
  },
};

/** A Thai title longer than 60 characters is cut without breaking a letter. */
export const PageThaiTitleCut: Story = {
  name: 'Page Thai Title Cut (Thai, signed in)',
  // Its checks read the Thai page: the story sets Thai, as its name says.
  globals: { locale: 'th_TH', login: 'loggedIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /^หัวข้อ/ }, { timeout: 5000 });
    await userEvent.click(title);
    await userEvent.paste('กี่'.repeat(61));
    await expect(title).toHaveValue('กี่'.repeat(60));
  },
};

/** A shopper who has not logged in is asked to log in, and comes back here after. */
export const PageGuest: Story = {
  parameters: { shop: { seed: 'guest' } },
  play: playGuestSentToSignIn(PATH),
};
