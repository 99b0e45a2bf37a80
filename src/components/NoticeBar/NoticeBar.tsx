import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { ActionLink, Close, Message, Strip, Text } from './NoticeBar.styles';
import type { NoticeTone } from './NoticeBar.types';

export interface NoticeBarProps {
  /** The notice; long text wraps onto as many lines as it needs. */
  children: ReactNode;
  tone?: NoticeTone;
  /** Shows a close cross; the owner hides the bar (and may remember that it was closed). */
  onClose?: () => void;
  /** The link's text, shown when actionHref is given too. */
  actionLabel?: string;
  actionHref?: string;
  /** Called on the link's click with the event (call preventDefault to route in-app). */
  onAction?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A strip of information above the content (shop notice, shipping delay, coupon reminder) with an
 * optional link and close cross. Long text wraps instead of scrolling, so nothing moves by itself.
 */
export function NoticeBar({ children, tone = 'info', onClose, actionLabel, actionHref, onAction }: NoticeBarProps) {
  const { t } = useTranslation('overlays');
  return (
    <Strip role="note" $tone={tone} $closable={onClose !== undefined}>
      <Text>
        <Message>{children}</Message>
        {actionLabel !== undefined && actionHref !== undefined && (
          <ActionLink href={actionHref} onClick={onAction}>
            {actionLabel}
          </ActionLink>
        )}
      </Text>
      {onClose !== undefined && (
        <Close type="button" aria-label={t('noticeBar.close')} onClick={onClose}>
          <Icon name="close" size={20} />
        </Close>
      )}
    </Strip>
  );
}
