import styled from 'styled-components';

/** A picker's options (tags, products) as a list of checkboxes. */
export const PickList = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: 600;
  }
`;
