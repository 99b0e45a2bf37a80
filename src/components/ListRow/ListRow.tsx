import type { MouseEvent, ReactNode } from 'react';
import { Text } from '../Text';
import { Body, Media, Root, Trailing } from './ListRow.styles';
import type { ListRowAlign, ListRowMediaShape, ListRowVariant } from './ListRow.types';

export interface ListRowProps {
  title: ReactNode;
  /** A second, smaller line under the title (quantity, specification, a date). */
  subtitle?: ReactNode;
  /** Cuts the title after this many lines with an ellipsis; by default it wraps in full. */
  titleLines?: number;
  /** The leading picture's address: shown 48 px wide, square or round (`mediaShape`). */
  imageSrc?: string;
  /** The picture's text alternative; empty (the default) when the title already says what it shows. */
  imageAlt?: string;
  mediaShape?: ListRowMediaShape;
  /** Leading content other than a picture (an icon, an avatar); `imageSrc` wins when both are given. */
  media?: ReactNode;
  /** At the end of the row: a price, a count, a button (not inside a row that is a link or button). */
  trailing?: ReactNode;
  /** Makes the whole row a link. */
  href?: string;
  /** With `href`: the link was followed (call preventDefault to route in-app). */
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Without `href`: makes the whole row a button (it opens a choice, a sheet, a detail). */
  onSelect?: () => void;
  variant?: ListRowVariant;
  align?: ListRowAlign;
  /** A hairline under the row, between rows that are not cards. */
  divider?: boolean;
}

/**
 * One row of a list: a leading picture, a title and subtitle, trailing content, and optionally the
 * whole row as a link or button. Put it in an `<li>` of the page's list.
 */
export function ListRow({
  title,
  subtitle,
  titleLines,
  imageSrc,
  imageAlt = '',
  mediaShape = 'square',
  media,
  trailing,
  href,
  onOpen,
  onSelect,
  variant = 'plain',
  align = 'start',
  divider = false,
}: ListRowProps) {
  const leading =
    imageSrc !== undefined ? (
      <Media $shape={mediaShape}>
        <img src={imageSrc} alt={imageAlt} width={48} height={48} loading="lazy" decoding="async" />
      </Media>
    ) : media !== undefined ? (
      <Media $shape={mediaShape}>{media}</Media>
    ) : null;
  const styling = { $variant: variant, $align: align, $divider: divider } as const;
  const content = (
    <>
      {leading}
      <Body>
        <Text as="span" {...(titleLines !== undefined ? { lines: titleLines } : {})}>
          {title}
        </Text>
        {subtitle !== undefined && subtitle !== null && subtitle !== '' && (
          <Text as="span" variant="small" tone="muted">
            {subtitle}
          </Text>
        )}
      </Body>
      {trailing !== undefined && trailing !== null && <Trailing>{trailing}</Trailing>}
    </>
  );
  if (href !== undefined) {
    return (
      <Root as="a" href={href} {...(onOpen ? { onClick: onOpen } : {})} {...styling} $interactive>
        {content}
      </Root>
    );
  }
  if (onSelect) {
    return (
      <Root as="button" type="button" onClick={() => onSelect()} {...styling} $interactive>
        {content}
      </Root>
    );
  }
  return (
    <Root {...styling} $interactive={false}>
      {content}
    </Root>
  );
}
