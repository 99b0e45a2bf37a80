import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { Text } from '../Text';
import { Action, Column, Copy, Illustration } from './EmptyState.styles';

export interface EmptyStateProps {
  /** The picture above the title; defaults to `search`. */
  icon?: IconName;
  /** Defaults to 'Nothing here yet'. */
  title?: string;
  description?: string;
  /** The label of the one way forward ('Go shopping'); shown with `onAction`. */
  actionLabel?: string;
  onAction?: () => void;
  /** The title's outline level; defaults to 2. */
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when it has nothing: a picture, a title, a line of help and one action. */
export function EmptyState({ icon = 'search', title, description, actionLabel, onAction, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation('basics');
  const titleId = useId();
  return (
    <Column aria-labelledby={titleId}>
      <Illustration $tone="neutral">
        <Icon name={icon} size={40} />
      </Illustration>
      <Copy>
        <Heading level={headingLevel} variant="subtitle" id={titleId}>
          {title ?? t('emptyState.title')}
        </Heading>
        {description && <Text tone="muted">{description}</Text>}
      </Copy>
      {actionLabel && onAction && (
        <Action>
          <Button onClick={onAction}>{actionLabel}</Button>
        </Action>
      )}
    </Column>
  );
}
