import { useTranslation } from 'react-i18next';

/** The first focusable element: jumps past the navigation to the page's main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="skip-link"
      style={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        padding: '8px 12px',
        background: '#ffffff',
        color: '#1c03a9',
        borderRadius: 4,
        fontWeight: 600,
      }}
      onFocus={(e) => {
        e.currentTarget.style.top = '8px';
      }}
      onBlur={(e) => {
        e.currentTarget.style.top = '-48px';
      }}
    >
      {t('common.skipToContent')}
    </a>
  );
}
