import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Body, Card, Choice, DefaultTag, Edit, Lines, Name, Phone, Who } from './AddressCard.styles';

export interface AddressCardProps {
  recipient: string;
  phone: string;
  /** The address, one entry per line (street, district, province and postcode…). */
  lines: readonly string[];
  isDefault?: boolean;
  /** Shows the Edit button. */
  onEdit?: () => void;
  /**
   * Makes the card one radio of a group (choosing the delivery address): cards sharing
   * `radioName` form the group, and `onSelect` is called when this one is chosen.
   */
  radioName?: string;
  selected?: boolean;
  onSelect?: () => void;
}

/**
 * A delivery address: recipient, phone, lines, a Default tag and an Edit button. With
 * `radioName` it is one option of an address picker (a native radio; the whole card selects it).
 */
export function AddressCard({
  recipient,
  phone,
  lines,
  isDefault = false,
  onEdit,
  radioName,
  selected = false,
  onSelect,
}: AddressCardProps) {
  const { t } = useTranslation('commerce');
  const nameId = useId();
  const linesId = useId();
  const content: ReactNode = (
    <Body>
      <Who>
        <Name id={nameId}>{recipient}</Name>
        <Phone>{phone}</Phone>
        {isDefault && <DefaultTag>{t('addressCard.default')}</DefaultTag>}
      </Who>
      <Lines id={linesId}>
        {lines.map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
      </Lines>
    </Body>
  );
  return (
    <Card $selected={radioName !== undefined && selected}>
      {radioName === undefined ? (
        content
      ) : (
        <Choice>
          <input
            type="radio"
            name={radioName}
            checked={selected}
            aria-describedby={linesId}
            onChange={() => onSelect?.()}
          />
          {content}
        </Choice>
      )}
      {onEdit && (
        <Edit>
          <Button
            variant="text"
            size="md"
            aria-describedby={nameId}
            onClick={onEdit}
          >
            {t('addressCard.edit')}
          </Button>
        </Edit>
      )}
    </Card>
  );
}
