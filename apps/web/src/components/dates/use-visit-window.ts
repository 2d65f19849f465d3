import { useTranslation } from 'react-i18next';
import { intlLocale } from '../format';

/** A visit window as one line in the interface language: "tis 24 nov. 2026, 08:00–10:00". */
export function useVisitWindow() {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return (startsAt: string, endsAt: string) =>
    t('errandWork.visit.when', {
      date: day.format(new Date(startsAt)),
      from: time.format(new Date(startsAt)),
      to: time.format(new Date(endsAt)),
    });
}
