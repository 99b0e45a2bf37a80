import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Actions, Body, CloseButton, Content, Header, NativeDialog, Title } from './Dialog.styles';
import type { DialogVariant } from './Dialog.types';
import { useModalDialog } from './useModalDialog';

export interface DialogProps {
  /** Shows the dialog as a modal (showModal) while true; closes it when false. */
  open: boolean;
  /** Escape, Cancel, the close cross or (custom only) a tap on the backdrop. Set `open` to false here. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  variant?: DialogVariant;
  /** The message (alert, confirm) or the content (custom). */
  children?: ReactNode;
  /** The confirm button (confirm) or the single button (alert; defaults to onClose). */
  onConfirm?: () => void;
  /** Overrides the translated "Confirm" (confirm) or "OK" (alert). */
  confirmLabel?: string;
  /** Overrides the translated "Cancel". */
  cancelLabel?: string;
  /** `danger` for a destructive confirm (delete an address, cancel an order). */
  confirmVariant?: 'primary' | 'danger';
  /** The confirm action runs: its button spins and ignores further taps. */
  confirmLoading?: boolean;
  /** Buttons under custom content. */
  actions?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element. Alert and confirm dialogs are alertdialogs whose
 * message is their description; they close only through their buttons or Escape. A custom dialog
 * has a close cross and also closes on a tap on the backdrop.
 */
export function Dialog({
  open,
  onClose,
  title,
  variant = 'alert',
  children,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  confirmLoading = false,
  actions,
}: DialogProps) {
  const { t } = useTranslation('overlays');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();
  const handlers = useModalDialog(ref, open, onClose);
  const isCustom = variant === 'custom';

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (isCustom && event.target === event.currentTarget) onClose();
  };

  return (
    <NativeDialog
      ref={ref}
      role={isCustom ? undefined : 'alertdialog'}
      aria-labelledby={titleId}
      aria-describedby={isCustom || children === undefined ? undefined : messageId}
      onKeyDown={handlers.onKeyDown}
      onCancel={handlers.onCancel}
      onClose={handlers.onClose}
      onClick={onBackdropClick}
    >
      <Body>
        <Header>
          <Title id={titleId} $centered={!isCustom}>
            {title}
          </Title>
          {isCustom && (
            <CloseButton type="button" aria-label={t('dialog.close')} onClick={onClose}>
              <Icon name="close" />
            </CloseButton>
          )}
        </Header>
        {children !== undefined && (
          <Content id={messageId} $centered={!isCustom}>
            {children}
          </Content>
        )}
        {variant === 'alert' && (
          <Actions>
            <Button onClick={onConfirm ?? onClose} loading={confirmLoading} variant={confirmVariant}>
              {confirmLabel ?? t('dialog.ok')}
            </Button>
          </Actions>
        )}
        {variant === 'confirm' && (
          <Actions>
            <Button variant="outline" onClick={onClose}>
              {cancelLabel ?? t('dialog.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={confirmLoading} variant={confirmVariant}>
              {confirmLabel ?? t('dialog.confirm')}
            </Button>
          </Actions>
        )}
        {isCustom && actions !== undefined && <Actions>{actions}</Actions>}
      </Body>
    </NativeDialog>
  );
}
