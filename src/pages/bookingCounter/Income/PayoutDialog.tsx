import { useTranslation } from 'react-i18next';
import { Dialog, KeyValueList, KeyValueRow, Skeleton } from '../../../components';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import type { Payout } from './incomeBuckets';

/** One payout's detail (revenue/detail): loading, loaded, or why it could not be read. */
export type PayoutDetail = { readonly status: 'loading' } | { readonly status: 'ready'; readonly payout: Payout } | { readonly status: 'failed'; readonly message: string };

/** The payout's detail as an alert dialog: what it is for, the amount, its state, when earned and paid out. Pure. */
export function PayoutDialog({ detail, onClose }: { detail: PayoutDetail | null; onClose: () => void }) {
  const { t } = useTranslation('bookingCounter');
  const locale = useLocale();
  const when = (at: string) => formatDate(at, locale, 'dateTime') || at;
  return (
    <Dialog open={detail !== null} variant="alert" title={t('income.detail.title')} confirmLabel={t('income.detail.close')} onClose={onClose}>
      {detail?.status === 'loading' && <Skeleton variant="text" lines={3} announce label={t('frame.loading')} />}
      {detail?.status === 'failed' && detail.message}
      {detail?.status === 'ready' && (
        <KeyValueList>
          <KeyValueRow label={t('income.detail.for')} value={detail.payout.title} />
          <KeyValueRow label={t('income.detail.amount')} value={formatMoney(detail.payout.amount, locale)} emphasis />
          <KeyValueRow label={t('income.detail.state')} value={t(detail.payout.settled ? 'income.settled' : 'income.pending')} />
          <KeyValueRow label={t('income.detail.earned')} value={when(detail.payout.createdAt)} />
          {detail.payout.settled && <KeyValueRow label={t('income.detail.paidOut')} value={when(detail.payout.at)} />}
        </KeyValueList>
      )}
    </Dialog>
  );
}
