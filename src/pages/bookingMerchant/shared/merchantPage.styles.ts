import styled from 'styled-components';

/** Two time fields side by side (opening and closing), each half the row. */
export const HoursRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A row of actions under a detail (edit, add), wrapping on a narrow phone. */
export const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A group of choices (the stores a service is offered at) with its legend and message. */
export const ChoiceGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 700;
  }
`;

/** A group's problem, under its choices. */
export const ChoiceError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.small.fontSize};
`;
