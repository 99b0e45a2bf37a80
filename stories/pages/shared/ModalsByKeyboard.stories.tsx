import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { AppDownloadDialog } from '../../../src/app/layout/dialogs/AppDownloadDialog';
import { NoticeDialog } from '../../../src/app/layout/dialogs/NoticeDialog';
import { TermsDialog } from '../../../src/app/layout/dialogs/TermsDialog';
import { TranslateDialog } from '../../../src/app/layout/dialogs/TranslateDialog';
import { WelcomeGiftDialog } from '../../../src/pages/auth/Signup/WelcomeGiftDialog';
import { AnnouncementDialog } from '../../../src/pages/blogger/shared/BloggerDialogs';
import { RemarkSheet } from '../../../src/pages/cart/Cart/RemarkSheet';
import { PostActionsSheet } from '../../../src/pages/community/shared/PostActionsSheet';
import { OrderConfirmDialog } from '../../../src/pages/orders/shared/OrderConfirmDialog';
import { PhotoViewer } from '../../../src/pages/reviews/shared/PhotoViewer';
import { LiveChatDialog } from '../../../src/pages/shared/bookingFailure';
import { ShopNavigationProvider } from '../../../src/pages/shared/navigation';
import { expectModalKeyboardRound } from '../../support/browserKeyboard';
import { ModalOpener } from '../../support/ModalOpener';

function WithNavigation({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <ShopNavigationProvider value={{ go: fn(), back: fn() }}>{children}</ShopNavigationProvider>
    </MemoryRouter>
  );
}

/**
 * **Dialogs and sheets by keyboard: how each one that opens over a page behaves for a shopper who
 * uses a keyboard.**
 *
 * Each opens from a button: Enter opens it and the keyboard moves inside it, Tab and Shift+Tab go
 * round its buttons and fields without leaving it, and Escape closes it and brings the keyboard
 * back to the button. The slider puzzle shown before logging in has its own page with the flows.
 *
 * Each story is one dialog or sheet; they all behave the same way.
 */
const meta = {
  title: 'Pages/Shared/ModalsByKeyboard',
  decorators: [(Story) => <WithNavigation><Story /></WithNavigation>],
  globals: { locale: 'en_US' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog that asks a shopper to contact the shop before a booking goes on. */
export const LiveChat: Story = {
  name: 'Live Chat (English)',
  render: () => <ModalOpener label="Book now">{(open, close) => <LiveChatDialog open={open} onClose={close} />}</ModalOpener>,
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Book now'),
};

/** The confirmation before cancelling an order. */
export const OrderConfirmation: Story = {
  name: 'Order Confirmation (English)',
  render: () => (
    <ModalOpener label="Cancel order">
      {(open, close) => <OrderConfirmDialog pending={open ? { action: 'cancel', orderNumber: '20250301' } : null} busy={false} onConfirm={fn()} onClose={close} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Cancel order'),
};

/** A post's actions sheet (report, not interested). */
export const PostActions: Story = {
  name: 'Post Actions (English)',
  render: () => (
    <ModalOpener label="More actions">
      {(open, close) => (
        <PostActionsSheet post={open ? { id: 'p1', title: 'My morning routine' } : null} onClose={close} onReport={fn()} onNotInterested={fn()} />
      )}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'More actions'),
};

/** The language switch of translations (radio choices inside the trap). */
export const TranslateLanguage: Story = {
  name: 'Translate Language (English)',
  render: () => (
    <ModalOpener label="Translate">{(open, close) => <TranslateDialog open={open} current="th_TH" onSelect={fn()} onClose={close} />}</ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Translate'),
};

/** The layout's notice (an alert dialog with one button). */
export const Notice: Story = {
  name: 'Notice (English)',
  render: () => (
    <ModalOpener label="Show notice">
      {(open, close) => <NoticeDialog open={open} title="Songkran holidays" message="Orders placed from 13 to 15 April ship on 16 April." onClose={close} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Show notice'),
};

/** The layout's terms of an activity. */
export const Terms: Story = {
  name: 'Terms (English)',
  render: () => (
    <ModalOpener label="Read the terms">
      {(open, close) => <TermsDialog open={open} title="Lucky draw terms" body="One entry per account. Prizes cannot be exchanged for cash." onClose={close} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Read the terms'),
};

/** The layout's app download prompt. */
export const AppDownload: Story = {
  name: 'App Download (English)',
  render: () => (
    <ModalOpener label="Get the app">
      {(open, close) => <AppDownloadDialog open={open} downloadUrl="https://example.com/app" onClose={close} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Get the app'),
};

/** The blogger programme's announcement (it opens on arrival on the page; here from a button). */
export const BloggerAnnouncement: Story = {
  name: 'Blogger Announcement (English)',
  render: () => (
    <ModalOpener label="Announcement">
      {(open, close) => (
        <AnnouncementDialog announcement={{ title: 'New season', body: 'Applications for the summer season are open.' }} open={open} onClose={close} />
      )}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Announcement'),
};

/** The cart line's remark sheet (a text field inside the trap). */
export const CartRemark: Story = {
  name: 'Cart Remark (English)',
  render: () => (
    <ModalOpener label="Add a remark">
      {(open, close) => <RemarkSheet line={open ? { cartId: 'c1', name: 'Turmeric serum 30 ml', remark: '' } : null} onSave={fn()} onClose={close} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Add a remark'),
};

/** The welcome gift after signing up (links inside the trap; Escape continues, as its button does). */
export const WelcomeGift: Story = {
  name: 'Welcome Gift (English)',
  render: () => (
    <ModalOpener label="Create account">
      {(open, close) => <WelcomeGiftDialog gift={open ? { image: null, url: '/m/mycoupon.php' } : null} onContinue={close} onNavigate={fn()} />}
    </ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Create account'),
};

const PHOTO = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#c9a27e"/></svg>')}`;

/** A review's photos full-screen (previous, next and close inside the trap). */
export const ReviewPhotos: Story = {
  name: 'Review Photos (English)',
  render: () => (
    <ModalOpener label="Open photos">{(open, close) => <PhotoViewer photos={open ? [PHOTO, PHOTO] : null} index={0} onClose={close} />}</ModalOpener>
  ),
  play: ({ canvasElement }) => expectModalKeyboardRound(canvasElement, 'Open photos'),
};
