import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type BannerItem } from '../../../src/components/BannerCarousel';
import { storyText } from '../../support/storyText';
import { bannerImage } from '../ProductCard/placeholderImage';

interface ModuleBanner extends BannerItem {
  module_id: number;
  related_type: string;
}

const alts = [
  'ลดสูงสุด 50% สินค้าดูแลผิวทุกแบรนด์',
  'ส่งฟรีเมื่อซื้อครบ 990 บาท',
  'สมาชิกใหม่รับคูปอง 100 บาท',
  'แฟลชเซลเที่ยงคืนวันนี้เท่านั้น',
  'ของแถมพิเศษเมื่อซื้อเซรั่ม',
];

const banners: ModuleBanner[] = alts.map((alt, index) => ({
  id: index + 1,
  imageUrl: bannerImage(index),
  alt,
  href: `#banner-${index + 1}`,
  module_id: 100 + index,
  related_type: 'promo',
}));

/**
 * Swipeable promotion banners (embla-carousel): previous/next buttons, a dot button per slide
 * ("Slide 2 of 5"), banner links with alt text, and `onBannerClick(banner)` with the whole
 * banner for click statistics (not called after a swipe). Autoplay pauses while hovered or
 * focused, has a pause button, and never runs under prefers-reduced-motion; stories set
 * `autoplay={false}` so they stay still. Do not use it for product lists; those scroll.
 */
const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel<ModuleBanner>,
  args: { banners, autoplay: false, onBannerClick: fn() },
  decorators: [
    (Story) => (
      // Stories stay on the page when a banner link is followed.
      <div onClickCapture={(event) => event.target instanceof Element && event.target.closest('a') && event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BannerCarousel<ModuleBanner>>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="true"]')?.getAttribute('aria-label');

export const FirstSlide: Story = {
  name: 'First Slide (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('aria-roledescription', 'carousel');
    const dots = within(canvas.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    await expect(dots).toHaveLength(5);
    await expect(dots[0]).toHaveAccessibleName('Slide 1 of 5');
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'ลดสูงสุด 50% สินค้าดูแลผิวทุกแบรนด์' })).toBeVisible();
    // Autoplay is off: no pause button.
    await expect(canvas.queryByRole('button', { name: /slide show/ })).toBeNull();
    // Only the first picture loads at once (at the browser's usual priority); the others are lazy.
    const [first, ...others] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).not.toHaveAttribute('fetchpriority');
    for (const picture of others) await expect(picture).toHaveAttribute('loading', 'lazy');
  },
};

/** The page's main picture (home's banners, its largest contentful paint): `priority` fetches the first banner first. */
export const MainPicture: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const [first, ...others] = within(canvasElement).getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    for (const picture of others) {
      await expect(picture).toHaveAttribute('loading', 'lazy');
      await expect(picture).not.toHaveAttribute('fetchpriority');
    }
  },
};

export const NextPreviousAndDots: Story = {
  name: 'Next Previous And Dots (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 2 of 5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 4 of 5' }));
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 4 of 5'));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 3 of 5'));
    // Wait for the slide to settle before the screenshot.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Slide 3 of 5' }).getBoundingClientRect().left).toBeCloseTo(16, 0));
  },
};

export const WrapsAround: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText({ globals });
    const lastSlide = text('commerce:bannerCarousel.slideOf', { index: 5, total: 5 });
    await userEvent.click(canvas.getByRole('button', { name: text('commerce:bannerCarousel.previous') }));
    await waitFor(() => expect(current(canvasElement)).toBe(lastSlide));
    await waitFor(() => expect(canvas.getByRole('group', { name: lastSlide }).getBoundingClientRect().left).toBeCloseTo(16, 0));
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: alts[0] })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBannerClick).toHaveBeenCalledWith(expect.objectContaining({ id: 1, module_id: 100 }));
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 2 of 5'));
    const dot = canvas.getByRole('button', { name: 'Slide 5 of 5' });
    dot.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 5 of 5'));
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Slide 5 of 5' }).getBoundingClientRect().left).toBeCloseTo(16, 0));
  },
};

export const BannerClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: alts[0] }));
    await expect(args.onBannerClick).toHaveBeenCalledTimes(1);
    await expect(args.onBannerClick).toHaveBeenCalledWith(banners[0]);
  },
};

export const Swipe: Story = {
  name: 'Swipe (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: alts[0] });
    const box = link.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { clientX: box.right - 40, clientY: y } },
      { target: link, coords: { clientX: box.right - 120, clientY: y } },
      { target: link, coords: { clientX: box.right - 200, clientY: y } },
      { target: link, coords: { clientX: box.left + 40, clientY: y } },
      { keys: '[/MouseLeft]', target: link, coords: { clientX: box.left + 40, clientY: y } },
    ]);
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 2 of 5'));
    // A swipe is not a banner click.
    await expect(args.onBannerClick).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Slide 2 of 5' }).getBoundingClientRect().left).toBeCloseTo(16, 0));
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};

export const ChineseLabels: Story = {
  globals: { locale: 'zh_CN' },
  args: { label: '本周精选活动' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '本周精选活动' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 3 张，共 5 张' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '下一张' })).toBeVisible();
  },
};

export const Autoplay: Story = {
  name: 'Autoplay (English)',
  // Not screenshotted: the slide shown depends on timing.
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  args: { autoplay: true, intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(current(canvasElement)).toBe('Slide 2 of 5'), { timeout: 3000 });
    // The pause button stops it (and focus on it pauses it too).
    const pause = canvas.getByRole('button', { name: 'Pause slide show' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play slide show' })).toBeVisible();
    const shown = current(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(current(canvasElement)).toBe(shown);
  },
};

export const AutoplayPausesOnFocus: Story = {
  name: 'Autoplay Pauses On Focus (English)',
  // Not screenshotted: the slide shown depends on timing.
  tags: ['no-screenshot'],
  globals: { locale: 'en_US' },
  args: { autoplay: true, intervalMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Slide 1 of 5' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(current(canvasElement)).toBe('Slide 1 of 5');
  },
};
