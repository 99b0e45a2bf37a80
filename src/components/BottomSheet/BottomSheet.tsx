import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../Dialog/Dialog.styles';
import { useModalDialog } from '../Dialog/useModalDialog';
import { Icon } from '../Icon';
import { Content, Footer, Frame, Header, Sheet, Title } from './BottomSheet.styles';

export interface BottomSheetProps {
  /** Shows the sheet as a modal (showModal) while true; closes it when false. */
  open: boolean;
  /** Escape, the close cross or a tap on the backdrop. Set `open` to false here. */
  onClose: () => void;
  /** The sheet's accessible name, shown in its header. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons pinned under the scrolling content (Add to cart, Apply filters). */
  footer?: ReactNode;
}

/**
 * A modal panel that rises from the bottom edge, on the native <dialog> element: a header with
 * the title and a close cross, content that scrolls on its own, and an optional pinned footer.
 * Focus moves in when it opens and back to the opener when it closes.
 */
export function BottomSheet({ open, onClose, title, children, footer }: BottomSheetProps) {
  const { t } = useTranslation('overlays');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const handlers = useModalDialog(ref, open, onClose);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <Sheet
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={handlers.onKeyDown}
      onCancel={handlers.onCancel}
      onClose={handlers.onClose}
      onClick={onBackdropClick}
    >
      <Frame>
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={t('bottomSheet.close')} onClick={onClose}>
            <Icon name="close" />
          </CloseButton>
        </Header>
        <Content>{children}</Content>
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Frame>
    </Sheet>
  );
}
