import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space[6]};
`;

export const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} 0`};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;

export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const TileLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** A fixed-ratio picture: its box is reserved before the image loads (no layout shift). */
export const TileImage = styled.img<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const GiftLink = styled.a`
  display: block;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export { CardGrid as ProductGrid } from '../../shared/lists.styles';
