import styled from 'styled-components';

/** The history link sits at the end of the header, on its own line when the title is long. */
export const HeaderAction = styled.div`
  margin-left: auto;
`;
