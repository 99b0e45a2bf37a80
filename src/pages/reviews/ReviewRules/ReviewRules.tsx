import { useLoaderData } from 'react-router';
import { useShopNavigation } from '../../shared/navigation';
import { MY_REVIEWS_PATH } from '../shared/reviewAddresses';
import type { ReviewRulesData } from './reviewRulesLoader';
import { ReviewRulesView } from './ReviewRulesView';

/** The rules pages' container: which rules, and back to my reviews. */
export function ReviewRules() {
  const data = useLoaderData<ReviewRulesData>();
  const navigation = useShopNavigation();
  return <ReviewRulesView kind={data.kind} onMyReviews={() => navigation.go(MY_REVIEWS_PATH)} />;
}
