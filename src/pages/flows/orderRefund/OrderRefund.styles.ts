import styled from 'styled-components';

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
`;

export const ItemList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemLine = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.controlLg} 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ItemThumb = styled.img`
  width: ${({ theme }) => theme.sizes.controlLg};
  height: ${({ theme }) => theme.sizes.controlLg};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
