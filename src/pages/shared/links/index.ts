export { LinkCardList } from './LinkCardList';
export type { LinkCard, LinkCardListProps } from './LinkCardList';
