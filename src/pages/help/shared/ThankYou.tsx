import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button';
import { Text } from '../../../components/Text';
import { Card, Title } from './ThankYou.styles';

export interface ThankYouProps {
  readonly title: string;
  readonly message: string;
  /** A further line (the score given, when it was given). */
  readonly detail?: string | null;
  readonly backLabel: string;
  readonly onBack: () => void;
  /** Take the focus when shown (after the shopper sent the form); not when the page opens on it. */
  readonly focusOnShow?: boolean;
}

/**
 * The card a help form leaves after it was sent (feedback, the NPS answer): a heading that takes the
 * focus when the card appears (the form it replaces had it), the message and the way back.
 */
export function ThankYou({ title, message, detail = null, backLabel, onBack, focusOnShow = true }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <Card>
      <Title ref={heading} tabIndex={-1}>
        {title}
      </Title>
      <Text variant="body">{message}</Text>
      {detail && <Text variant="bodyStrong">{detail}</Text>}
      <Button type="button" size="lg" fullWidth onClick={onBack}>
        {backLabel}
      </Button>
    </Card>
  );
}
