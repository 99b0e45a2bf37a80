import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { CountBadge, DotBadge, IconWrap, Label, List, Nav, TabLink } from './BottomTabBar.styles';
import type { BottomTabBarPosition, BottomTabItem } from './BottomTabBar.types';

const MAX_BADGE = 99;

export interface BottomTabBarProps {
  items: readonly BottomTabItem[];
  /** The item of the current page: marked aria-current="page" and coloured. */
  currentId?: string;
  /** A tap on an item, with the click event: call preventDefault to route in-app instead of loading href. */
  onSelect?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Overrides the translated landmark name ("Main menu"). */
  label?: string;
  position?: BottomTabBarPosition;
}

/** The badge as drawn; screen readers hear it in words after the label. */
function VisualBadge({ badge }: { badge: BottomTabItem['badge'] }) {
  if (badge === 'dot') return <DotBadge aria-hidden="true" />;
  if (badge === undefined || badge <= 0) return null;
  return <CountBadge aria-hidden="true">{badge > MAX_BADGE ? `${MAX_BADGE}+` : badge}</CountBadge>;
}

/**
 * The footer navigation: a row of links with an icon, a label and an optional count or dot. The
 * current page's link says so (aria-current="page"); the links keep real hrefs so they work without
 * script, open in a new tab, and are announced as links.
 */
export function BottomTabBar({ items, currentId, onSelect, label, position = 'fixed' }: BottomTabBarProps) {
  const { t } = useTranslation('overlays');
  const spokenBadge = (badge: BottomTabItem['badge']): string | null => {
    if (badge === 'dot') return t('badge.dot');
    if (badge === undefined || badge <= 0) return null;
    return badge > MAX_BADGE ? t('badge.overflow', { count: MAX_BADGE }) : t('badge.count', { count: badge });
  };
  return (
    <Nav aria-label={label ?? t('bottomTabBar.label')} $position={position}>
      <List>
        {items.map((item) => {
          const spoken = spokenBadge(item.badge);
          return (
            <li key={item.id}>
              <TabLink
                href={item.href}
                aria-current={item.id === currentId ? 'page' : undefined}
                onClick={(event) => onSelect?.(item.id, event)}
              >
                <IconWrap>
                  <Icon name={item.icon} />
                  <VisualBadge badge={item.badge} />
                </IconWrap>
                <Label>{item.label}</Label>
                {spoken !== null && <VisuallyHidden>{spoken}</VisuallyHidden>}
              </TabLink>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}
