import styled from 'styled-components';

/** The row a checkbox or radio sits in: the whole row is the touch target (see ChoiceLabel). */
export const ChoiceRow = styled.div<{ $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.body.fontSize};
  line-height: ${({ theme }) => theme.typography.body.lineHeight};
`;

/** As tall as the first line of text, so the control lines up with it however long the text. */
export const ControlBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  height: ${({ theme }) => theme.typography.body.lineHeight};
`;

export const NativeControl = styled.input`
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brandStrong};
  cursor: inherit;
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** The label stretches over its whole row, so a tap anywhere on the row toggles the control. */
export const ChoiceLabel = styled.label`
  cursor: inherit;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  /* A link inside the label (say, to the terms) stays tappable above the stretched area. */
  & a {
    position: relative;
    z-index: ${({ theme }) => theme.zIndices.raised};
  }
`;

export const ChoiceHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
  line-height: ${({ theme }) => theme.typography.small.lineHeight};
`;
