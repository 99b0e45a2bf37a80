import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import type { ReviewRulesKind } from './reviewRulesLoader';
import { Rules } from './ReviewRulesView.styles';

/** The number of rules each page lists (keys rules.<kind>.items.1 …). */
export const RULE_COUNTS: Readonly<Record<ReviewRulesKind, number>> = { rule: 5, write_rule: 5 };

export interface ReviewRulesViewProps {
  kind: ReviewRulesKind;
  onMyReviews: () => void;
}

/**
 * The review rules (spec §2 /m/account/my_review/rule: how reviews are checked and shown) and the
 * writing rules (…/write_rule: what a good review holds, photos, anonymity), as numbered lists.
 */
export function ReviewRulesView({ kind, onMyReviews }: ReviewRulesViewProps) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const numbers = Array.from({ length: RULE_COUNTS[kind] }, (_, i) => i + 1);
  return (
    <AccountPage aria-labelledby={titleId}>
      <Heading level={1} variant="title" id={titleId}>
        {t(`rules.${kind}.title`)}
      </Heading>
      <Text variant="body" tone="muted">
        {t(`rules.${kind}.intro`)}
      </Text>
      <Rules>
        {numbers.map((n) => (
          <li key={n}>{t(`rules.${kind}.items.${n}`)}</li>
        ))}
      </Rules>
      <Button variant="outline" size="lg" fullWidth onClick={onMyReviews}>
        {t('rules.back')}
      </Button>
    </AccountPage>
  );
}
