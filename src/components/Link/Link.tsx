import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { Anchor } from './Link.styles';
import type { LinkVariant } from './Link.types';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children' | 'target'> {
  /** Where it goes. A link always has one; an action without a destination is a Button. */
  href: string;
  children: ReactNode;
  variant?: LinkVariant;
  /**
   * Opens in a new window (another site, a PDF): adds `target="_blank"`, `rel="noopener noreferrer"`
   * and tells screen readers it opens a new window.
   */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A real anchor. The host app's router may intercept clicks through `onClick` (call
 * `event.preventDefault()` and navigate); the href stays, so open-in-new-tab and copy-link work.
 */
export function Link({ href, children, variant = 'inline', external = false, rel, ref, ...rest }: LinkProps) {
  const { t } = useTranslation('basics');
  const relValues = external ? [...new Set([...(rel ?? '').split(/\s+/), 'noopener', 'noreferrer'])] : [rel ?? ''];
  const relValue = relValues.filter(Boolean).join(' ');
  return (
    <Anchor
      ref={ref}
      href={href}
      $variant={variant}
      target={external ? '_blank' : undefined}
      rel={relValue === '' ? undefined : relValue}
      {...rest}
    >
      {children}
      {external && <VisuallyHidden> {t('link.newWindow')}</VisuallyHidden>}
      {variant === 'standalone' && <Icon name="chevron" size={16} />}
    </Anchor>
  );
}
