/**
 * The typed formats of the date and time inputs, per interface language (date-fns tokens).
 * Swedish writes dates as ISO (2026-11-23, the Swedish standard); British English day first
 * (23/11/2026); both a 24-hour clock. What is sent stays `YYYY-MM-DD` and `HH:mm`.
 */
export const inputFormats = {
  sv: { date: 'yyyy-MM-dd', time: 'HH:mm' },
  en: { date: 'dd/MM/yyyy', time: 'HH:mm' },
} as const;

export type InputLanguage = keyof typeof inputFormats;

export const inputLanguage = (language: string): InputLanguage => (language.startsWith('en') ? 'en' : 'sv');
