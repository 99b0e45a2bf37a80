import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';
import { Button } from '../../../components/Button';
import { RadioGroup } from '../../../components/Radio';
import type { CartLine } from './cartModel';

export interface SpecSheetProps {
  /** The line whose specification is being changed, or null when closed. */
  line: Pick<CartLine, 'cartId' | 'teamId' | 'name' | 'specs'> | null;
  /** Called with the chosen specification's team id and name. */
  onSave: (cartId: string, teamId: string, specName: string) => void;
  onClose: () => void;
}

function SpecForm({ line, onSave }: { line: NonNullable<SpecSheetProps['line']>; onSave: SpecSheetProps['onSave'] }) {
  const { t } = useTranslation('cart');
  const [choice, setChoice] = useState(line.teamId);
  const chosen = line.specs.find((spec) => spec.teamId === choice);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen && chosen.teamId !== line.teamId) onSave(line.cartId, chosen.teamId, chosen.name);
      }}
    >
      <RadioGroup
        legend={t('spec.legend', { name: line.name })}
        name={`spec-${line.cartId}`}
        value={choice}
        onChange={setChoice}
        options={line.specs.map((spec) => ({
          value: spec.teamId,
          label: spec.available ? spec.name : t('spec.soldOut', { name: spec.name }),
          disabled: !spec.available,
        }))}
      />
      <Button type="submit" fullWidth disabled={!chosen || chosen.teamId === line.teamId}>
        {t('spec.save')}
      </Button>
    </form>
  );
}

/** Switch a cart line to another specification of its product (spec §7 replace_team_spec); sold-out ones cannot be chosen. */
export function SpecSheet({ line, onSave, onClose }: SpecSheetProps) {
  const { t } = useTranslation('cart');
  return (
    <BottomSheet open={line !== null} onClose={onClose} title={t('spec.title')}>
      {line && <SpecForm key={line.cartId} line={line} onSave={onSave} />}
    </BottomSheet>
  );
}
