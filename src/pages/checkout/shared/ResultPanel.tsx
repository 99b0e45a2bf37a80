import type { ReactNode } from 'react';
import { Heading } from '../../../components/Heading';
import { Icon, type IconName } from '../../../components/Icon';
import { Text } from '../../../components/Text';
import { Actions, Centered, Mark } from './checkout.styles';

export interface ResultPanelProps {
  tone: 'success' | 'danger' | 'warning' | 'info';
  icon: IconName;
  title: string;
  message?: string;
  /** Facts (order number, amount) or instructions under the message. */
  details?: ReactNode;
  /** The buttons: the first is the main way forward. */
  actions: ReactNode;
}

/** The outcome of a payment: a mark, a title announced when it appears, a message and the ways on. */
export function ResultPanel({ tone, icon, title, message, details, actions }: ResultPanelProps) {
  return (
    <Centered>
      <Mark $tone={tone} aria-hidden="true">
        <Icon name={icon} size={28} />
      </Mark>
      <div role="status">
        <Heading level={1} variant="title">
          {title}
        </Heading>
        {message && <Text tone="muted">{message}</Text>}
      </div>
      {details}
      <Actions>{actions}</Actions>
    </Centered>
  );
}
