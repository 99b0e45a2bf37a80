import styled from 'styled-components';

/** The location controls: the "use my location" button beside the province choice. */
export const LocationBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** A short line under the location controls (locating, denied). */
export const LocationNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
