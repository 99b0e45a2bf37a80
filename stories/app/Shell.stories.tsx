import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { StorefrontShellView, type LayoutDialog } from '../../src/app';
import type { BottomTabItem } from '../../src/components';
import { BundleTipHost } from '../../src/pages/flows/addToCart/BundleTipHost';
import { BindPhoneHost } from '../../src/pages/flows/bindPhone/BindPhoneHost';
import { CaptchaHost } from '../../src/pages/flows/captcha/CaptchaHost';
import { SessionToasts } from '../../src/pages/flows/session/SessionToasts';
import type { SessionEvent, SessionInput } from '../../src/session';
import { StorySession } from './StorySession';
import { storyText } from '../support/storyText';

const Page = styled.main`
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

function SamplePage({ title, text }: { title: string; text: string }) {
  return (
    <Page>
      <h1>{title}</h1>
      <p>{text}</p>
    </Page>
  );
}

const thaiFooter: BottomTabItem[] = [
  { id: 'home', label: 'หน้าแรก', icon: 'home', href: '/m' },
  { id: 'community', label: 'คอมมูนิตี้', icon: 'chat', href: '/m/community', badge: 'dot' },
  { id: 'cart', label: 'ตะกร้า', icon: 'cart', href: '/m/shop_cart.php' },
  { id: 'my', label: 'ของฉัน', icon: 'user', href: '/m/my.php' },
];
const chineseFooter: BottomTabItem[] = [
  { id: 'home', label: '首页', icon: 'home', href: '/m' },
  { id: 'community', label: '社区', icon: 'chat', href: '/m/community' },
  { id: 'cart', label: '购物车', icon: 'cart', href: '/m/shop_cart.php' },
  { id: 'my', label: '我的', icon: 'user', href: '/m/my.php' },
];

const thaiPage = <SamplePage title="สกินแคร์สำหรับผิวแพ้ง่าย" text="ค้นพบเซรั่มขมิ้นชันและครีมบัวหลวงจากแบรนด์ไทยที่คัดสรรมาเพื่อผิวแพ้ง่ายโดยเฉพาะ พร้อมคูปองส่วนลดทุกวัน" />;

/** A session for the story (from the toolbar globals plus these values and events). */
const withSession =
  (input: SessionInput = {}, events: readonly SessionEvent[] = []): Decorator =>
  (Story) => (
    <StorySession input={input} events={events}>
      <Story />
    </StorySession>
  );

/**
 * The shared layout around every page (spec §2): the page-load indicator, go-to-top, the footer
 * navigation, the layout dialogs pages open with `useLayoutDialogs()` (notice, coupon detail,
 * terms, translate, app download) and the session's overlays (captcha popup, phone binding, bundle
 * tip, toasts). The route table mounts it through `StorefrontLayout`; use this view to review its
 * states. Pages never render it themselves.
 */
const meta = {
  title: 'App/Shell',
  component: StorefrontShellView,
  parameters: { frame: 'none', docs: { story: { inline: false, height: '812px' } } },
  args: { children: thaiPage, onGoTop: fn(), onCloseDialog: fn(), onTranslateSelect: fn(), footerNav: { items: thaiFooter, currentId: 'home' } },
} satisfies Meta<typeof StorefrontShellView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: storyText({ globals })('app:layout.footerNav') });
    await expect(within(nav).getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoggedIn: Story = {
  name: 'Logged In (English)',
  globals: { login: 'loggedIn', locale: 'en_US' },
  args: {
    children: <SamplePage title="Welcome back, Ploy" text="Your Songkran coupons are ready: up to ฿300 off skincare from Thai brands until 16 April." />,
    footerNav: {
      currentId: 'my',
      items: [
        { id: 'home', label: 'Home', icon: 'home', href: '/m' },
        { id: 'community', label: 'Community', icon: 'chat', href: '/m/community' },
        { id: 'cart', label: 'Cart', icon: 'cart', href: '/m/shop_cart.php', badge: 3 },
        { id: 'my', label: 'Me', icon: 'user', href: '/m/my.php' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /Cart/ })).toBeVisible();
  },
};

export const Tourist: Story = {
  globals: { tourist: 'on' },
  args: {
    children: <SamplePage title="泰国必买美妆" text="微信授权登录成功。为中国游客精选泰国本土品牌：姜黄精华、莲花爽肤水和米乳面膜，机场自提更方便。" />,
    footerNav: { items: chineseFooter, currentId: 'home' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};

/** Inside the Android app the native app has its own tabs: no footer navigation. */
export const AndroidApp: Story = {
  globals: { platform: 'android' },
  args: { footerNav: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** iOS app 10.3.17 and 10.3.18 draw their own bar over the page: the page starts below it (spec §6). */
export const IosAppSpecialHeader: Story = {
  globals: { platform: 'ios' },
  args: { footerNav: undefined, specialIosHeader: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(storyText({ globals })('app:layout.loading'));
  },
};

/** The keyboard's first stop on every page: the skip link, shown while it has the focus. */
export const SkipLinkFocused: Story = {
  name: 'Skip Link Focused (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const skip = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(skip).opacity).toBe('1'));
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};

/** The skip link moves the focus to the page's main landmark: the next Tab goes on from there. */
export const SkipToContent: Story = {
  name: 'Skip To Content (English)',
  globals: { locale: 'en_US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toBe(canvas.getByRole('main')));
    await expect(canvasElement.ownerDocument.activeElement).toContainElement(canvas.getByRole('heading', { level: 1 }));
    // The next Tab goes on from the page, not from the top of the layout.
    await userEvent.tab();
    await expect(skip).not.toHaveFocus();
  },
};

export const GoTop: Story = {
  name: 'Go Top (English)',
  globals: { locale: 'en_US' },
  args: { goTopVisible: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /top/i }));
    await expect(args.onGoTop).toHaveBeenCalledTimes(1);
  },
};

const notice: LayoutDialog = {
  kind: 'notice',
  title: 'ประกาศวันหยุดสงกรานต์',
  message: 'คำสั่งซื้อระหว่างวันที่ 12–16 เมษายน จะจัดส่งตั้งแต่วันที่ 17 เมษายนเป็นต้นไป ขออภัยในความไม่สะดวก',
};

export const NoticeOpen: Story = {
  args: { dialog: notice },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: 'ประกาศวันหยุดสงกรานต์' });
    await userEvent.click(within(dialog).getByRole('button'));
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

export const CouponDetailOpen: Story = {
  name: 'Coupon Detail Open (English)',
  globals: { locale: 'en_US' },
  args: {
    dialog: {
      kind: 'couponDetail',
      openedAt: Date.UTC(2025, 3, 10, 5),
      coupon: {
        type: 0,
        value: 150,
        title: 'Songkran skincare coupon',
        minSpend: 990,
        endsAt: '2025-04-12T16:59:59Z',
        state: 'usable',
        rules: ['For Thai skincare brands only', 'One coupon per order', 'Cannot be combined with flash-sale prices'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Coupon details' });
    await expect(within(dialog).getByRole('list', { name: 'How to use this coupon' })).toBeVisible();
  },
};

export const TermsOpen: Story = {
  args: {
    dialog: {
      kind: 'terms',
      title: 'เงื่อนไขกิจกรรมลุ้นรางวัล',
      body: 'ผู้ร่วมกิจกรรมต้องเป็นสมาชิกที่ยืนยันหมายเลขโทรศัพท์แล้วเท่านั้น\nสิทธิ์ลุ้นรางวัลหนึ่งครั้งต่อทุกยอดซื้อครบ 500 บาท ภายในระยะเวลากิจกรรม\nของรางวัลไม่สามารถแลกเปลี่ยนเป็นเงินสดหรือโอนสิทธิ์ให้ผู้อื่นได้\nบริษัทขอสงวนสิทธิ์ในการเปลี่ยนแปลงเงื่อนไขโดยไม่ต้องแจ้งให้ทราบล่วงหน้า\nการตัดสินของคณะกรรมการถือเป็นที่สิ้นสุด',
    },
  },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'เงื่อนไขกิจกรรมลุ้นรางวัล' });
    await userEvent.click(within(dialog).getByRole('button', { name: storyText({ globals })('app:layout.terms.understood') }));
    await expect(args.onCloseDialog).toHaveBeenCalled();
  },
};

export const TranslateOpen: Story = {
  name: 'Translate Open (English)',
  globals: { locale: 'en_US' },
  args: { dialog: { kind: 'translate', current: 'th_TH' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Translate into' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Translate' }));
    await expect(args.onTranslateSelect).toHaveBeenCalledWith('en_US');
  },
};

export const AppDownloadOpen: Story = {
  name: 'App Download Open (Chinese)',
  globals: { locale: 'zh_CN' },
  args: { footerNav: { items: chineseFooter }, dialog: { kind: 'appDownload', downloadUrl: 'https://apps.example/beauty' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '下载App' });
    await expect(within(dialog).getByRole('link', { name: /下载App/ })).toHaveAttribute('href', 'https://apps.example/beauty');
  },
};

export const BindPhoneOpen: Story = {
  decorators: [withSession({}, [{ type: 'bindPhone.request', bind_phone_tip: 'โปรดผูกหมายเลขโทรศัพท์ก่อนใช้คูปองส่วนลดพิเศษสำหรับสมาชิกใหม่' }])],
  render: (args) => <StorefrontShellView {...args} bindPhoneDialog={<BindPhoneHost />} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('โปรดผูกหมายเลขโทรศัพท์ก่อนใช้คูปองส่วนลดพิเศษสำหรับสมาชิกใหม่')).toBeVisible();
  },
};

export const BundleTipOpen: Story = {
  decorators: [withSession({}, [{ type: 'bundle.tips', bundle_tips: 'ซื้อเพิ่มอีก 1 ชิ้นจากโลตัส ดิว รับส่วนลดเพิ่ม 10% ทันที' }])],
  render: (args) => <StorefrontShellView {...args} bundleTip={<BundleTipHost />} />,
  play: async ({ canvasElement }) => {
    // In Storybook the tip slides in (the story tests turn motion off): visible once it has.
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('ซื้อเพิ่มอีก 1 ชิ้นจากโลตัส ดิว รับส่วนลดเพิ่ม 10% ทันที')).toBeVisible());
  },
};

export const CaptchaPopupOpen: Story = {
  name: 'Captcha Popup Open (English)',
  globals: { locale: 'en_US' },
  decorators: [withSession({}, [{ type: 'captcha.start', source: 'cart' }])],
  render: (args) => <StorefrontShellView {...args} captchaPopup={<CaptchaHost />} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible());
  },
};

export const Toasts: Story = {
  name: 'Toasts (English)',
  globals: { locale: 'en_US' },
  decorators: [withSession({}, [{ type: 'toast.show', text: 'Added to cart. Buy 1 more from Lotus Dew for an extra 10% off.', tone: 'success' }])],
  render: (args) => <StorefrontShellView {...args} toasts={<SessionToasts />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Added to cart');
  },
};
