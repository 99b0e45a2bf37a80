import styled from 'styled-components';

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Write a review" beside a product waiting for one: a button-like link, at least 44 px tall. */
export const WriteLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.brandStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  font-weight: 700;
  white-space: nowrap;
  text-decoration: none;
`;
