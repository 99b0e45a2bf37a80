import { useTranslation } from 'react-i18next';
import { Tag } from '../../../components/Tag';
import { knownStatus, STATUS_TONE } from './refundStatus';

/** A refund's status as a tag: the page's own word for a known status, else the backend's text. */
export function RefundStatusTag({ status, statusText }: { status: string; statusText?: string | null | undefined }) {
  const { t } = useTranslation('refund');
  const known = knownStatus(status);
  return <Tag tone={known ? STATUS_TONE[known] : 'neutral'}>{known ? t(`status.${known}`) : (statusText ?? status)}</Tag>;
}
