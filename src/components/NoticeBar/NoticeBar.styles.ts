import styled, { type DefaultTheme } from 'styled-components';
import type { NoticeTone } from './NoticeBar.types';

const tones = (theme: DefaultTheme): Record<NoticeTone, { background: string; accent: string }> => ({
  info: { background: theme.colors.infoSubtle, accent: theme.colors.info },
  warning: { background: theme.colors.warningSubtle, accent: theme.colors.warning },
});

export const Strip = styled.div<{ $tone: NoticeTone; $closable: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding-right: ${({ theme, $closable }) => ($closable ? theme.space[1] : theme.space[4])};
  background: ${({ theme, $tone }) => tones(theme)[$tone].background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};

  a {
    color: ${({ theme, $tone }) => tones(theme)[$tone].accent};
  }
`;

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  /* Long notices wrap; nothing scrolls by itself (WCAG 2.2.2). */
  padding: ${({ theme }) => theme.space[1]} 0;
`;

export const Message = styled.p`
  margin: 0;
`;

export const ActionLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  font-weight: ${({ theme }) => theme.typography.bodyStrong.fontWeight};
  text-decoration: underline;
`;

export const Close = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;
