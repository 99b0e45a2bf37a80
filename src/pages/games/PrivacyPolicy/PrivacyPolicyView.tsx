import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../components/Heading';
import { Text } from '../../../components/Text';
import { AccountPage } from '../../shared/page.styles';
import { Contents, PolicySection } from './PrivacyPolicyView.styles';

/** The policy's sections in order (keys of games:privacy.sections). */
export const POLICY_SECTIONS = ['collect', 'use', 'share', 'cookies', 'keep', 'rights', 'contact'] as const;

const anchor = (section: string) => `privacy-${section}`;

/** A contents link moves to its section's heading (scrolled into view and focused) without changing the address. */
function goToSection(event: MouseEvent<HTMLAnchorElement>, section: string): void {
  const heading = event.currentTarget.ownerDocument.getElementById(`${anchor(section)}-heading`);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView({ block: 'start' });
  heading.focus();
}

/** The privacy policy (spec §2 /m/privacy/policy): its headings as a table of contents, then the sections. */
export function PrivacyPolicyView() {
  const { t } = useTranslation('games');
  return (
    <AccountPage>
      <header>
        <Heading level={1}>{t('privacy.title')}</Heading>
        <Text tone="muted">{t('privacy.updated')}</Text>
      </header>
      <Text>{t('privacy.intro')}</Text>
      <Contents aria-labelledby="privacy-contents">
        <Heading level={2} id="privacy-contents">
          {t('privacy.contents')}
        </Heading>
        <ol>
          {POLICY_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${anchor(section)}`} onClick={(event) => goToSection(event, section)}>
                {t(`privacy.sections.${section}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </Contents>
      {POLICY_SECTIONS.map((section) => (
        <PolicySection key={section} id={anchor(section)} aria-labelledby={`${anchor(section)}-heading`}>
          <Heading level={2} id={`${anchor(section)}-heading`} tabIndex={-1}>
            {t(`privacy.sections.${section}.title`)}
          </Heading>
          <p>{t(`privacy.sections.${section}.body`)}</p>
        </PolicySection>
      ))}
    </AccountPage>
  );
}
