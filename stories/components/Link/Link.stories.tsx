import type { MouseEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../../../src/components/Link';
import { Text } from '../../../src/components/Text';
import { storyText } from '../../support/storyText';

// Stands in for the host router: it takes over the click instead of the browser navigating.
const routerClick = () => fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());

/**
 * A real anchor to another page or site. `inline` sits inside a sentence; `standalone` stands on
 * its own line with a 44 px touch target and a chevron. `external` opens a new window safely
 * (rel="noopener noreferrer") and tells screen readers so. A host router may take over clicks in
 * `onClick`; the href stays, so long-press and copy-link work. Do not use a Link for an action
 * that goes nowhere (add to cart, open a sheet); that is a Button.
 */
const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#coupons', children: 'ดูคูปองทั้งหมด', onClick: routerClick() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSentence: Story = {
  render: (args) => (
    <Text>
      สมัครสมาชิกวันนี้รับส่วนลดทันที 10% <Link {...args} />
    </Text>
  ),
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ดูคูปองทั้งหมด' });
    await expect(link).toHaveAttribute('href', '#coupons');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(args.onClick).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }));
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'ดูรีวิวทั้งหมด' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'ดูรีวิวทั้งหมด' });
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const ExternalEnglish: Story = {
  globals: { locale: 'en_US' },
  args: { href: 'https://example.com/terms.pdf', external: true, children: 'Terms of service' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service (opens in a new window)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    // The warning is for screen readers only.
    await expect(link).toHaveTextContent('Terms of service');
    await expect(within(canvasElement).getByText(/opens in a new window/)).toBeInTheDocument();
  },
};

export const ExternalThai: Story = {
  globals: { locale: 'th_TH' },
  args: { href: 'https://example.com/privacy', external: true, rel: 'nofollow', children: 'นโยบายความเป็นส่วนตัว' },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: `นโยบายความเป็นส่วนตัว ${storyText({ globals })('basics:link.newWindow')}` });
    await expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['nofollow', 'noopener', 'noreferrer']);
  },
};

export const ExternalChinese: Story = {
  globals: { locale: 'zh_CN' },
  args: { href: 'https://example.com/help', external: true, variant: 'standalone', children: '帮助中心' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '帮助中心 （在新窗口中打开）' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const KeyboardActivation: Story = {
  args: { variant: 'standalone' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'ดูคูปองทั้งหมด' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongThaiStandalone: Story = {
  globals: { locale: 'th_TH' },
  args: {
    variant: 'standalone',
    children: 'อ่านเงื่อนไขการใช้คูปองส่วนลดและสิทธิพิเศษสำหรับสมาชิกระดับแพลทินัมทั้งหมดได้ที่นี่',
  },
};

export const LongEnglishInSentence: Story = {
  render: (args) => (
    <Text>
      By placing this order you agree to our{' '}
      <Link {...args} href="#terms">
        terms of sale, returns and refunds policy for cosmetics and skincare products
      </Link>
      .
    </Text>
  ),
};
