import styled from 'styled-components';

export const Card = styled.div<{ $selected: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.brandStrong : 'transparent')};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Choice = styled.label`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  cursor: pointer;

  /* The whole card is the radio's tap target. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  input {
    flex: none;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    margin: ${({ theme }) => theme.space[1]} 0 0;
    accent-color: ${({ theme }) => theme.colors.brandStrong};
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Who = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const Name = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Phone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const DefaultTag = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.brandSubtle};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  line-height: ${({ theme }) => theme.typography.caption.lineHeight};
  font-weight: 700;
`;

export const Lines = styled.address`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: normal;
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};

  span {
    display: block;
  }
`;

export const Edit = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  flex: none;
`;
