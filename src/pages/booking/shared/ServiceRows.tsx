import { useTranslation } from 'react-i18next';
import type { BookingService } from '../../../api';
import { ListRow } from '../../../components/ListRow';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { StackList } from '../../shared/lists.styles';
import { servicePath } from './bookingPaths';

export interface ServiceRowsProps {
  services: readonly BookingService[];
  labelledBy?: string;
  onOpen: (href: string) => void;
}

/** Services as cards: name, duration and category, price in THB; each opens the service's page. */
export function ServiceRows({ services, labelledBy, onOpen }: ServiceRowsProps) {
  const { t } = useTranslation('bookingBrowse');
  const locale = useLocale();
  return (
    <StackList aria-labelledby={labelledBy}>
      {services.map((service) => {
        const href = servicePath(service.service_id);
        return (
          <li key={service.service_id}>
            <ListRow
              variant="card"
              title={service.name}
              titleLines={2}
              subtitle={[t('common.minutes', { count: service.duration_minutes }), service.category_name].filter(Boolean).join(' · ')}
              {...(service.cover ? { imageSrc: service.cover, imageAlt: '' } : {})}
              trailing={<span>{formatMoney(service.price, locale)}</span>}
              href={href}
              onOpen={(event) => {
                event.preventDefault();
                onOpen(href);
              }}
            />
          </li>
        );
      })}
    </StackList>
  );
}
