/** The draw's entry form (it posts to the draw's action, see luckyDrawAction.ts). */
export const ENTER_DRAW_INTENT = 'enterDraw';

/** The click already ran the entry (the page's own handler): the form's submit has nothing left to do. */
export const clickRanIt = (): void => undefined;
