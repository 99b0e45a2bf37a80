import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../components/Icon';
import { ListRow } from '../../../components/ListRow';

/** One link of a page's list of other pages: its address and its text in the shopper's language. */
export interface LinkCard {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  /** A second line under the title (an address, a status). */
  readonly subtitle?: string;
  /** A leading picture. */
  readonly imageSrc?: string | null;
}

export interface LinkCardListProps {
  readonly links: readonly LinkCard[];
  /** In-app navigation for a link (the container decides; a plain click still follows `href`). */
  readonly onOpen: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The list's accessible name, when the page has more than one list. */
  readonly label?: string;
}

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Links to other pages as a column of cards with a chevron, each a full-width target (settings, help). */
export function LinkCardList({ links, onOpen, label }: LinkCardListProps) {
  return (
    <Cards aria-label={label}>
      {links.map((link) => (
        <li key={link.key}>
          <ListRow
            variant="card"
            align="center"
            title={link.title}
            subtitle={link.subtitle}
            imageSrc={link.imageSrc ?? undefined}
            trailing={<Icon name="chevron" size={16} />}
            href={link.href}
            onOpen={(event) => onOpen(link.href, event)}
          />
        </li>
      ))}
    </Cards>
  );
}
