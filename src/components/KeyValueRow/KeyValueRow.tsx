import type { HTMLAttributes, ReactNode } from 'react';
import { List, Row } from './KeyValueRow.styles';
import type { KeyValueDensity } from './KeyValueRow.types';

export interface KeyValueListProps extends HTMLAttributes<HTMLDListElement> {
  /** KeyValueRow elements. */
  children: ReactNode;
  density?: KeyValueDensity;
}

/** The list that holds KeyValueRows (a `<dl>`): its labels form one column and its values another. */
export function KeyValueList({ children, density = 'regular', ...rest }: KeyValueListProps) {
  return (
    <List $density={density} {...rest}>
      {children}
    </List>
  );
}

export interface KeyValueRowProps {
  /** What the value is (Subtotal, Shipping, Order number). */
  label: ReactNode;
  /** The value: text, or a Price for an amount. */
  value: ReactNode;
  /** The row that matters most (the total): label and value in bold, the label in the text colour. */
  emphasis?: boolean;
}

/** A label and its value on one line, the value at the end. Put rows in a KeyValueList. */
export function KeyValueRow({ label, value, emphasis = false }: KeyValueRowProps) {
  return (
    <Row $emphasis={emphasis}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </Row>
  );
}
