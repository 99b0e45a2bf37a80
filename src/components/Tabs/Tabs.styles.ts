import styled from 'styled-components';

export const List = styled.div<{ $stretch: boolean }>`
  display: flex;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  & > * {
    flex: ${({ $stretch }) => ($stretch ? '1 0 auto' : 'none')};
  }
`;

export const Tab = styled.button`
  position: relative;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  }

  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[4]};
    bottom: 0;
    left: ${({ theme }) => theme.space[4]};
    height: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brandStrong};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const Panel = styled.div`
  padding: ${({ theme }) => theme.space[4]} 0;

  &:focus-visible {
    outline-offset: -2px;
  }
`;
