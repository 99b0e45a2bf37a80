import styled from 'styled-components';

/** The table of contents: one link per heading, each a 44 px tall target. */
export const Contents = styled.nav`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.brandPressed};
  }
`;

/** A policy section; its heading clears the sticky header when reached from the contents. */
export const PolicySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  scroll-margin-top: ${({ theme }) => theme.space[12]};
  p {
    margin: 0;
    white-space: pre-line;
  }
`;
