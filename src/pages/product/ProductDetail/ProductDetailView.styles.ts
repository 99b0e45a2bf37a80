import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.pageMaxWidth};
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.subtitle.fontSize};
  line-height: ${({ theme }) => theme.typography.subtitle.lineHeight};
  font-weight: ${({ theme }) => theme.typography.subtitle.fontWeight};
  overflow-wrap: anywhere;
`;

export const Brand = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;

export const PriceLine = styled.p<{ $tone: 'member' | 'estimate' }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'member' ? theme.colors.text : theme.colors.brandStrong)};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
  font-weight: 700;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Body = styled.p<{ $muted?: boolean }>`
  margin: 0;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Unavailable = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.bodyStrong.fontSize};
  line-height: ${({ theme }) => theme.typography.bodyStrong.lineHeight};
  font-weight: 700;
  text-align: center;
`;

export const Centered = styled.div`
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[4]}`};
`;

export { ChipList, CardGrid as Grid } from '../../shared/lists.styles';

/**
 * Buy now's form takes no box of its own: its button stays the action bar's item, sized as the bar
 * sizes its items (the bar's rule reaches only its children, so the button is given it here).
 */
export const BuyNowForm = styled.form`
  display: contents;

  & > button {
    flex: 1 1 0;
    min-width: 0;
  }
`;
