/** The brand page's follow form (it posts to the brand's action, see brandAction.ts). */
export const FOLLOW_BRAND_INTENT = 'followBrand';

/** The click already ran the follow (the page's own handler): the form's submit has nothing left to do. */
export const clickRanIt = (): void => undefined;
