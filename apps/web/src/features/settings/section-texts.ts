import { useTranslation } from 'react-i18next';

/**
 * What a settings section's FormCard says, from the section's catalogue block `texts`: its
 * `title`, its `intro` where it has one, and its button's text under the key `button`. A section
 * of the settings page: an h2.
 */
export function useSectionTexts(texts: string, button: 'save' | 'create') {
  const { t, i18n } = useTranslation();
  return {
    headingLevel: 'h2' as const,
    title: t(`${texts}.title`),
    intro: i18n.exists(`${texts}.intro`) ? t(`${texts}.intro`) : undefined,
    submitLabel: t(`${texts}.${button}`),
  };
}
