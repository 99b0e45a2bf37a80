import type { ReactNode } from 'react';
import styled from 'styled-components';

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <Hidden>{children}</Hidden>;
}
