/** Where a review's translation stands (spec §3 comment translation: trans_res is the text). */
export type ReviewTranslation = { status: 'loading' } | { status: 'done'; text: string } | { status: 'error' };

export interface ReviewPhoto {
  url: string;
  /** A description when one is known; otherwise the button says "Photo 2 of 4". */
  alt?: string;
}
