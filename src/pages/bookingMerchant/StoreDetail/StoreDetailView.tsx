import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingService, BookingStore, Staff } from '../../../api';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { KeyValueList, KeyValueRow } from '../../../components/KeyValueRow';
import { Section } from '../../../components/Section';
import { MerchantFrame, type MerchantViewState } from '../shared/MerchantFrame';
import { LinkCardList } from '../../shared/links';
import { merchantLinks } from '../shared/merchantLinks';
import { ActionRow } from '../shared/merchantPage.styles';
import type { StoreDetailData } from './storeDetailLoader';

export type StoreDetailReady = StoreDetailData;

export interface StoreDetailViewProps {
  readonly state: MerchantViewState<StoreDetailReady>;
  /** Goes to a provider page (edit the store, add a store, service or member of staff). */
  readonly onGo: (href: string) => void;
  readonly onRetry: () => void;
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

function StoreList({ stores, onGo, onOpen }: { stores: readonly BookingStore[] } & Pick<StoreDetailViewProps, 'onGo' | 'onOpen'>) {
  const { t } = useTranslation('bookingMerchant');
  return (
    <>
      {stores.length === 0 ? (
        <EmptyState title={t('stores.empty')} description={t('stores.emptyText')} headingLevel={2} />
      ) : (
        <LinkCardList
          label={t('stores.title')}
          links={stores.map((store) => ({ key: store.store_id, href: merchantLinks.storeDetail(store.store_id), title: store.name, subtitle: store.address, imageSrc: store.cover }))}
          onOpen={onOpen}
        />
      )}
      <Button size="lg" fullWidth onClick={() => onGo('/m/booking/store/config')}>
        {t('stores.add')}
      </Button>
    </>
  );
}

function OneStore({ store, services, staff, onGo, onOpen }: { store: BookingStore; services: readonly BookingService[]; staff: readonly Staff[] } & Pick<StoreDetailViewProps, 'onGo' | 'onOpen'>) {
  const { t } = useTranslation('bookingMerchant');
  return (
    <>
      <Section title={store.name} headingLevel={2}>
        <KeyValueList>
          <KeyValueRow label={t('store.address')} value={store.address} />
          <KeyValueRow label={t('store.area')} value={[store.city, store.province].filter(Boolean).join(', ')} />
          <KeyValueRow label={t('store.phone')} value={store.phone ?? '—'} />
          <KeyValueRow label={t('store.hours')} value={store.open_time && store.close_time ? `${store.open_time}–${store.close_time}` : '—'} />
        </KeyValueList>
      </Section>
      <ActionRow>
        <Button variant="outline" onClick={() => onGo(merchantLinks.storeConfig(store.store_id))}>
          {t('store.edit')}
        </Button>
        <Button onClick={() => onGo(merchantLinks.serviceCreateAt(store.store_id))}>{t('stores.addService')}</Button>
        <Button variant="outline" onClick={() => onGo(merchantLinks.staffCreateAt(store.store_id))}>
          {t('stores.addStaff')}
        </Button>
      </ActionRow>
      <Section title={t('stores.services', { count: services.length })} headingLevel={2}>
        {services.length === 0 ? (
          <EmptyState title={t('stores.noServices')} headingLevel={3} />
        ) : (
          <LinkCardList
            label={t('stores.services', { count: services.length })}
            links={services.map((service) => ({ key: service.service_id, href: merchantLinks.serviceDetail(service.service_id), title: service.name, subtitle: t(`service.status.${service.status}`), imageSrc: service.cover }))}
            onOpen={onOpen}
          />
        )}
      </Section>
      <Section title={t('stores.staff', { count: staff.length })} headingLevel={2}>
        {staff.length === 0 ? (
          <EmptyState title={t('stores.noStaff')} headingLevel={3} />
        ) : (
          <LinkCardList
            label={t('stores.staff', { count: staff.length })}
            links={staff.map((member) => ({ key: member.employee_id, href: merchantLinks.staffConfig(member.employee_id), title: member.name, subtitle: member.phone ?? undefined, imageSrc: member.avatar }))}
            onOpen={onOpen}
          />
        )}
      </Section>
    </>
  );
}

/**
 * The merchant's stores (spec §2 /m/booking/store/detail): the list with a way to add one, or one
 * store's address, phone and hours with its services and staff, and ways to edit it or add to it.
 */
export function StoreDetailView({ state, onGo, onRetry, onOpen }: StoreDetailViewProps) {
  const { t } = useTranslation('bookingMerchant');
  const title = t(state.status === 'ready' && state.view === 'store' ? 'store.detailTitle' : 'stores.title');
  return (
    <MerchantFrame title={title} state={state} onRetry={onRetry} onOpen={onOpen}>
      {(ready) => {
        if (ready.view === 'list') return <StoreList stores={ready.stores} onGo={onGo} onOpen={onOpen} />;
        if (!ready.store) {
          return <EmptyState title={t('store.unknown')} description={t('store.unknownText')} actionLabel={t('stores.all')} onAction={() => onGo('/m/booking/store/detail')} headingLevel={2} />;
        }
        return <OneStore store={ready.store} services={ready.services} staff={ready.staff} onGo={onGo} onOpen={onOpen} />;
      }}
    </MerchantFrame>
  );
}
