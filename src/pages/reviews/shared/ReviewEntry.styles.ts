import styled from 'styled-components';

/** A review card with its like and "open" row under it. */
export const Entry = styled.div`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const EntryActions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
`;

export const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const ViewerFigure = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  img {
    display: block;
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const ViewerNav = styled.div`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
