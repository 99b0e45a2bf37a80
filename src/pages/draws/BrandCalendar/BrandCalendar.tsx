import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { followBrand } from '../../../api';
import { useApiClient } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { brandCalendarAddress, loadedView, useCampaignAction } from '../shared';
import type { BrandCalendarData } from './brandCalendarLoader';
import { BrandCalendarView } from './BrandCalendarView';

/**
 * The calendar's container: the months before and after, the brands' pages, following a brand
 * (one at a time; every campaign of that brand shows it). A guest goes to sign in and back.
 */
export function BrandCalendar() {
  const data = useLoaderData<BrandCalendarData>();
  const revalidator = useRevalidator();
  const navigation = useShopNavigation();
  const client = useApiClient();
  const action = useCampaignAction();
  const [followed, setFollowed] = useState<Readonly<Record<string, boolean>>>({});

  const toggleFollow = (brandId: string, follow: boolean) =>
    action.run(async () => {
      const result = await followBrand(client, { brand_id: brandId, action: follow ? 'follow' : 'unfollow' }, { suppressToast: true });
      if (!result.ok) return result;
      setFollowed((all) => ({ ...all, [brandId]: result.data.is_following }));
      return undefined;
    });

  return (
    <BrandCalendarView
      state={loadedView(data, revalidator.state === 'loading', (loaded) => ({ status: 'ready', ...loaded, followed, guest: action.guest, failure: action.failure }))}
      onMonth={(month) => navigation.go(brandCalendarAddress(month))}
      onOpenBrand={(href) => navigation.go(href)}
      onFollow={(brandId, follow) => void toggleFollow(brandId, follow)}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
