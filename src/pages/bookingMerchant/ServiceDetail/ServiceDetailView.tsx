import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingService, BookingStore } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { formatMoney } from '../../../format';
import { useLocale } from '../../../i18n';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import { FormFailure } from '../shared/MerchantForm';
import { LinkCardList } from '../../shared/links';
import { merchantLinks } from '../shared/merchantLinks';
import { ActionRow } from '../shared/merchantPage.styles';
import type { ServiceDetailData } from './serviceDetailLoader';

export type ServiceDetailReady = ServiceDetailData & {
  /** The publish or unpublish call is under way. */
  readonly switching?: boolean;
  /** Why the last publish or unpublish failed. */
  readonly failure?: string | null;
};

export interface ServiceDetailViewProps {
  readonly state: MerchantViewState<ServiceDetailReady>;
  /** Publishes (online) or unpublishes (offline) the service. */
  readonly onSetStatus: (status: 'online' | 'offline') => void;
  readonly onGo: (href: string) => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

function OneService({ service, stores, switching, failure, onSetStatus, onGo, onOpen }: { service: BookingService; stores: readonly BookingStore[]; switching: boolean; failure: string | null } & Omit<ServiceDetailViewProps, 'state' | 'onRetry'>) {
  const { t } = useTranslation('bookingMerchant');
  const locale = useLocale();
  const offeredAt = stores.filter((store) => service.store_ids?.includes(store.store_id));
  const online = service.status === 'online';
  const shopperPage = `/m/booking/${encodeURIComponent(service.service_id)}`;
  return (
    <>
      <Section title={service.name} headingLevel={2}>
        <KeyValueList>
          <KeyValueRow label={t('service.statusLabel')} value={t(`service.status.${service.status}`)} emphasis />
          <KeyValueRow label={t('service.category')} value={service.category_name ?? '—'} />
          <KeyValueRow label={t('service.price')} value={formatMoney(service.price, locale)} />
          <KeyValueRow label={t('service.deposit')} value={service.deposit === null || service.deposit === undefined ? '—' : formatMoney(service.deposit, locale)} />
          <KeyValueRow label={t('service.duration')} value={t('service.minutes', { count: service.duration_minutes })} />
        </KeyValueList>
      </Section>
      {failure && <FormFailure role="alert">{failure}</FormFailure>}
      <ActionRow>
        <Button variant="outline" onClick={() => onGo(merchantLinks.serviceConfig(service.service_id))}>
          {t('service.edit')}
        </Button>
        {service.status !== 'draft' && (
          <Button variant={online ? 'outline' : 'primary'} loading={switching} onClick={() => onSetStatus(online ? 'offline' : 'online')}>
            {t(online ? 'service.unpublish' : 'service.publish')}
          </Button>
        )}
        {online && (
          <Button variant="text" onClick={() => onGo(shopperPage)}>
            {t('service.asShoppersSee')}
          </Button>
        )}
      </ActionRow>
      <Section title={t('service.stores')} headingLevel={2}>
        <LinkCardList
          label={t('service.stores')}
          links={offeredAt.map((store) => ({ key: store.store_id, href: merchantLinks.storeDetail(store.store_id), title: store.name, subtitle: store.address }))}
          onOpen={onOpen}
        />
      </Section>
    </>
  );
}

/**
 * The merchant's services (spec §2 /m/booking/service/detail): the list with a way to add one, or
 * one service's price, deposit, duration and stores with edit, publish or unpublish, and its
 * shopper's page.
 */
export function ServiceDetailView({ state, onSetStatus, onGo, onRetry, onOpen }: ServiceDetailViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const title = t(state.status === 'ready' && state.view === 'service' ? 'service.detailTitle' : 'services.title');
  return (
    <MerchantFrame title={title} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => {
        if (ready.view === 'list') {
          return (
            <>
              {ready.services.length === 0 ? (
                <EmptyState title={t('services.empty')} description={t('services.emptyText')} headingLevel={2} />
              ) : (
                <LinkCardList
                  label={t('services.title')}
                  links={ready.services.map((service) => ({ key: service.service_id, href: merchantLinks.serviceDetail(service.service_id), title: service.name, subtitle: t(`service.status.${service.status}`), imageSrc: service.cover }))}
                  onOpen={onOpen}
                />
              )}
              <Button size="lg" fullWidth onClick={() => onGo('/m/booking/service/create')}>
                {t('services.add')}
              </Button>
            </>
          );
        }
        if (!ready.service) {
          return <EmptyState title={t('service.unknown')} description={t('service.unknownText')} actionLabel={t('services.all')} onAction={() => onGo('/m/booking/service/detail')} headingLevel={2} />;
        }
        return <OneService service={ready.service} stores={ready.stores} switching={ready.switching ?? false} failure={ready.failure ?? null} onSetStatus={onSetStatus} onGo={onGo} onOpen={onOpen} />;
      }}
    </MerchantFrame>
  );
}
