import styled from 'styled-components';

/** The experiences: a row of small cards that scrolls sideways. */
export const ExperienceRow = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(140px, 40%);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[1]};
  list-style: none;
  overflow-x: auto;
`;

export const ExperienceLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The feed under the tabs. */
export const FeedPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[3]};
`;
