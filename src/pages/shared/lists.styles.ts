import styled from 'styled-components';

/** Product cards two to a row (home, lists, search, the not-found page, related products). */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Chips that wrap onto more lines (search terms, specifications). */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A bare list whose items stack with a gap (cart lines, favourites, order items, reviews, sheets). */
export const StackList = styled.ul<{ $gap?: 3 | 4 }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 3 }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Text links that wrap onto more lines, at the page's side padding (brand navigation, sub-categories). */
export const LinkRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  list-style: none;
`;

/** Chips on one row that scrolls sideways (filters, categories); `$inset` adds the page's side padding. */
export const ScrollChipRow = styled.ul<{ $inset?: boolean }>`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme, $inset = false }) => `${theme.space[1]} ${$inset ? theme.space[4] : '0'}`};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: none;

  & > li {
    flex: none;
  }
`;
