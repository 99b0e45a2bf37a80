import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Heading, Text } from '../../../components';
import type { DrawEntry } from '../../../api';
import { formatDate } from '../../../format';
import { useLocale } from '../../../i18n';
import { CampaignPage, CardList, DrawOutcomeView } from '../shared';
import { EntryCard } from './MyDrawsView.styles';

export type MyDrawsViewState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly message?: string | null; readonly retrying?: boolean }
  | { readonly status: 'ready'; readonly entries: readonly DrawEntry[] };

export interface MyDrawsViewProps {
  state: MyDrawsViewState;
  onOpenDraw: (drawId: string) => void;
  onOpenCoupons: () => void;
  /** To the draw list (from an empty list). */
  onOpenList: () => void;
  onRetry: () => void;
}

/** The shopper's lucky-draw entries and prizes (spec §2 /m/account/my_draws), newest first. Needs login. Pure. */
export function MyDrawsView({ state, onOpenDraw, onOpenCoupons, onOpenList, onRetry }: MyDrawsViewProps) {
  const { t } = useTranslation('draws');
  const locale = useLocale();
  return (
    <CampaignPage title={t('mine.title')} loading={state.status === 'loading'} failure={state.status === 'error' ? state : null} failedTitle={t('mine.loadFailed')} onRetry={onRetry}>
      {state.status === 'ready' && state.entries.length === 0 && (
        <EmptyState icon="coupon" headingLevel={2} title={t('mine.empty.title')} description={t('mine.empty.body')} actionLabel={t('mine.empty.action')} onAction={onOpenList} />
      )}
      {state.status === 'ready' && state.entries.length > 0 && (
        <CardList>
          {state.entries.map((entry) => (
            <li key={entry.entry_id}>
              <EntryCard aria-label={entry.title}>
                <Heading level={2} variant="subtitle">
                  {entry.title}
                </Heading>
                <Text tone="muted">{t('mine.enteredAt', { date: formatDate(entry.entered_at, locale, 'dateTime') })}</Text>
                <DrawOutcomeView outcome={entry.outcome} onOpenCoupons={onOpenCoupons} />
                <div>
                  <Button variant="text" onClick={() => onOpenDraw(entry.draw_id)}>
                    {t('mine.openDraw')}
                  </Button>
                </div>
              </EntryCard>
            </li>
          ))}
        </CardList>
      )}
    </CampaignPage>
  );
}
