import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Action, Column, Copy, Illustration } from '../EmptyState/EmptyState.styles';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { Text } from '../Text';

export interface ErrorStateProps {
  /** Called when the shopper asks to try again. */
  onRetry: () => void;
  /** The retry is under way: the button shows a spinner and ignores further taps. */
  retrying?: boolean;
  /** Defaults to 'Something went wrong'. */
  title?: string;
  /** Defaults to a check-your-connection hint. */
  message?: string;
  /** Defaults to 'Try again'. */
  retryLabel?: string;
  /** An optional picture above the title. */
  icon?: IconName;
  /** The title's outline level; defaults to 2. */
  headingLevel?: HeadingLevel;
}

/**
 * What a list or page shows when loading failed: a title, a message and a retry button. The text
 * is announced when it appears.
 */
export function ErrorState({
  onRetry,
  retrying = false,
  title,
  message,
  retryLabel,
  icon,
  headingLevel = 2,
}: ErrorStateProps) {
  const { t } = useTranslation('basics');
  const titleId = useId();
  return (
    <Column aria-labelledby={titleId}>
      {icon && (
        <Illustration $tone="danger">
          <Icon name={icon} size={40} />
        </Illustration>
      )}
      <Copy role="alert">
        <Heading level={headingLevel} variant="subtitle" id={titleId}>
          {title ?? t('errorState.title')}
        </Heading>
        <Text tone="muted">{message ?? t('errorState.message')}</Text>
      </Copy>
      <Action>
        <Button variant="outline" loading={retrying} onClick={onRetry}>
          {retryLabel ?? t('errorState.retry')}
        </Button>
      </Action>
    </Column>
  );
}
