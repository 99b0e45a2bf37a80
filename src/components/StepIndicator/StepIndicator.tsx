import { Icon } from '../Icon';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/dates';
import { useLocale } from '../../i18n/useLocale';
import { VisuallyHidden } from '../VisuallyHidden';
import { Item, Label, List, Marker, Small, Text } from './StepIndicator.styles';
import type { StepItem, StepState } from './StepIndicator.types';

export interface StepIndicatorProps {
  steps: readonly StepItem[];
  /** Index of the current step; steps before it are done. `steps.length` marks all done. */
  current: number;
  /** Names the list, e.g. "Order status"; defaults to "Progress". */
  label?: string;
  /** `horizontal` for a short progress bar, `vertical` for a timeline with times and notes. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * An order's or refund's progress as an ordered list: done steps ticked, the current one marked
 * (aria-current="step"), upcoming ones muted, each with its time when known.
 */
export function StepIndicator({ steps, current, label, orientation = 'horizontal' }: StepIndicatorProps) {
  const { t } = useTranslation('commerce');
  const locale = useLocale();
  return (
    <List aria-label={label ?? t('stepIndicator.label')} $orientation={orientation}>
      {steps.map((step, index) => {
        const state: StepState = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <Item
            key={step.id}
            $orientation={orientation}
            $state={state}
            $last={index === steps.length - 1}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <Marker $state={state} aria-hidden>
              {state === 'done' ? (
                <Icon name="check" size={14} strokeWidth={3} />
              ) : (
                index + 1
              )}
            </Marker>
            <Text>
              <Label $state={state}>{step.label}</Label>
              {state !== 'current' && <VisuallyHidden> {t(`stepIndicator.${state}`)}</VisuallyHidden>}
              {step.timestamp !== undefined && state !== 'upcoming' && (
                <Small>{formatDate(step.timestamp, locale, 'dateTime')}</Small>
              )}
              {step.description && <Small>{step.description}</Small>}
            </Text>
          </Item>
        );
      })}
    </List>
  );
}
