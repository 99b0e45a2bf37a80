import { useTranslation } from 'react-i18next';
import { ListRow } from '../../../components/ListRow';
import { formatDate, formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { refundAddress } from './refundLinks';
import type { RefundSummary } from './refundPages';
import { RefundStatusTag } from './RefundStatusTag';
import { RowEnd } from './RefundRows.styles';

export interface RefundRowsProps {
  refunds: readonly RefundSummary[];
  /** Names the list for screen readers. */
  labelledBy?: string;
  onOpen: (refund: RefundSummary) => void;
}

/** The shopper's refunds, each a link to its detail: the product, the request number and date, the status and the amount. */
export function RefundRows({ refunds, labelledBy, onOpen }: RefundRowsProps) {
  const { t } = useTranslation('refund');
  const locale = useLocale();
  return (
    <StackList aria-labelledby={labelledBy}>
      {refunds.map((refund) => (
        <li key={refund.refundId}>
          <ListRow
            variant="card"
            title={refund.itemCount > 1 ? t('list.more', { product: refund.product, count: refund.itemCount - 1 }) : refund.product || t('list.noProduct')}
            titleLines={2}
            subtitle={t('list.subtitle', { refundId: refund.refundId, date: formatDate(refund.createdAt, locale) })}
            {...(refund.image ? { imageSrc: refund.image, imageAlt: '' } : {})}
            trailing={
              <RowEnd>
                <RefundStatusTag status={refund.status} statusText={refund.statusText} />
                <span>{formatMoney(refund.amount, locale)}</span>
              </RowEnd>
            }
            href={refundAddress('detail', refund.refundId)}
            onOpen={(event) => {
              event.preventDefault();
              onOpen(refund);
            }}
          />
        </li>
      ))}
    </StackList>
  );
}
