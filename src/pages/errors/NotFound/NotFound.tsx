import { useSession } from '../../../session';
import { useShopNavigation } from '../../shared/navigation';
import { NotFoundView } from './NotFoundView';
import type { RecommendedProduct } from '../../shared/notFound/recommendedProduct';

export interface NotFoundProps {
  /** From the thrown 404 response (notFoundResponse). */
  recommendations?: readonly RecommendedProduct[];
  /** spec §2: where tourists go instead of home. */
  touristHomePath?: string;
}

/** The default tourist promo page (chosen: the spec names no path). */
export const DEFAULT_TOURIST_HOME_PATH = '/m/promo?type=tourist';

/** The not-found page: any address under /m that no page serves, or whose parameters fail validation. */
export function NotFound({ recommendations, touristHomePath = DEFAULT_TOURIST_HOME_PATH }: NotFoundProps) {
  const navigation = useShopNavigation();
  const isChineseTourist = useSession((s) => s.is_chinese_tourists);
  return (
    <NotFoundView
      recommendations={recommendations ?? []}
      onReturnHome={() => navigation.go(isChineseTourist ? touristHomePath : '/m')}
      onOpenProduct={(href, event) => {
        event.preventDefault();
        navigation.go(href);
      }}
      // This page also shows outside the layout (an address outside /m), where no cart flow runs:
      // the cart button opens the product, where the shopper adds it.
      onAddToCart={(product) => navigation.go(product.href)}
    />
  );
}
