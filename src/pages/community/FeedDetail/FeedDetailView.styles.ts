import styled from 'styled-components';

/** The pictures: one at a time, swiped sideways (scroll snap), at a fixed 3:4 ratio. */
export const Gallery = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  margin: 0 ${({ theme }) => `-${theme.space[3]}`};
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;

  li {
    position: relative;
    scroll-snap-align: start;
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const PhotoCount = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
`;

export const AuthorRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  /* A nickname that cannot wrap (a letter under a flood of marks) shrinks and is clipped; the avatar and the date keep their size. */
  & > * {
    min-width: 0;
  }
  & > :first-child,
  & > :last-child {
    flex-shrink: 0;
  }
`;

export const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

export const Translated = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Like, share and report in a row. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const CommentList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CommentBox = styled.article<{ $reply?: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: ${({ theme, $reply }) => ($reply ? theme.space[6] : '0')};
`;

export const CommentMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1;
`;

export const CommentForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;
