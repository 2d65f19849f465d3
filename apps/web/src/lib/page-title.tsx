import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnseenCount } from './live-cues-store';

const OwnTitle = createContext<(title: string | null) => void>(() => {});

/**
 * The browser tab's title for one page, "Ärenden – Felanmälan" (WCAG 2.4.2: each page its own
 * title), from the page declaration's catalogue key, in the current language. A page that knows
 * a more precise name (an errand's number and title) gives it with `usePageTitle`.
 */
export function PageTitle({ titleKey, children }: { titleKey?: string; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [own, setOwn] = useState<string | null>(null);
  // A key of a catalogue not loaded yet would show as the key itself: the app's name alone until it is.
  const title = own ?? (titleKey && i18n.exists(titleKey) ? t(titleKey) : null);
  // Live changes that came while the tab was hidden, "(3) Ärenden – Felanmälan" (lib/live-cues.tsx).
  const unseen = useUnseenCount();
  useEffect(() => {
    const named = title ? `${title} – ${t('common.appName')}` : t('common.appName');
    document.title = unseen > 0 ? `(${unseen}) ${named}` : named;
  }, [title, t, unseen]);
  return <OwnTitle.Provider value={setOwn}>{children}</OwnTitle.Provider>;
}

/** Names the page in the tab more precisely than its declaration does, while it is shown. */
export function usePageTitle(title: string | null | undefined): void {
  const set = useContext(OwnTitle);
  useEffect(() => {
    set(title ?? null);
    return () => set(null);
  }, [title, set]);
}
