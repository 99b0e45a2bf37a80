/**
 * The product page's own calls (like, claim a coupon, translate a review). useProductActions loads
 * this file with the first of them: the page hydrates from the server's data, so its start does not
 * evaluate these endpoints and their schemas (the community's, the coupons', the user centre's).
 */
export { translateComment } from '../../../api/endpoints/community';
export { receiveCoupon } from '../../../api/endpoints/coupons';
export { likeProduct } from '../../../api/endpoints/product';
