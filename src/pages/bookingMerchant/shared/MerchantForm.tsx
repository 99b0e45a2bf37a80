import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Form } from '../../shared/forms';

/** Why the last save failed (the backend's message), announced as an alert. */
export const FormFailure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;

export interface MerchantFormProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly submitLabel: string;
  readonly submitting: boolean;
  /** The backend refused the save: its message. */
  readonly failure: string | null;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/** A provider form (store, service, staff): its fields, the refusal if any, and one full-width save button (sent once however often it is pressed). */
export function MerchantForm({ label, submitLabel, submitting, failure, onSubmit, children }: MerchantFormProps) {
  return (
    <Form
      noValidate
      aria-label={label}
      aria-busy={submitting || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {failure && <FormFailure role="alert">{failure}</FormFailure>}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
