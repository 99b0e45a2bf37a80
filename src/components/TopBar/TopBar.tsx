import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { Bar, Dot, IconAction, Side, Title } from './TopBar.styles';
import type { TopBarAction } from './TopBar.types';

export interface TopBarProps {
  /** The page title: one line, cut with an ellipsis (keep the full title on the page too). */
  title: ReactNode;
  /** Shows the back button; what "back" means (history, home, close the webview) is the host's call. */
  onBack?: () => void;
  /** Overrides the translated "Back" name of the back button. */
  backLabel?: string;
  /** Icon buttons on the right, in order. */
  actions?: readonly TopBarAction[];
  onAction?: (id: string) => void;
  /** `h1` when the bar names the page (default); `p` when the page has its own heading. */
  titleAs?: 'h1' | 'p';
}

/** The page header: back button, centred title, icon actions; it sticks to the top while scrolling. */
export function TopBar({ title, onBack, backLabel, actions = [], onAction, titleAs = 'h1' }: TopBarProps) {
  const { t } = useTranslation('overlays');
  return (
    <Bar>
      <Side $end={false}>
        {onBack && (
          <IconAction type="button" aria-label={backLabel ?? t('topBar.back')} onClick={onBack}>
            <Icon name="back" />
          </IconAction>
        )}
      </Side>
      <Title as={titleAs}>{title}</Title>
      <Side $end>
        {actions.map((action) => (
          <IconAction
            key={action.id}
            type="button"
            aria-label={action.dot ? `${action.label}, ${t('badge.dot')}` : action.label}
            onClick={() => onAction?.(action.id)}
          >
            <Icon name={action.icon} />
            {action.dot && <Dot />}
          </IconAction>
        ))}
      </Side>
    </Bar>
  );
}
