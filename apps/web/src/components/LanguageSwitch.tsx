import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { chooseSiteLanguage } from '../lib/site-language';

/**
 * sv/en switch (docs/PRODUCT.md, "Interface"): stored as `locale`, and `<html lang>` follows. Two
 * toggle buttons (aria-pressed) in a labelled group; plain ButtonBase keeps
 * the sign-in page's first load small.
 */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'sv';
  const ink = onDark ? '#ffffff' : '#1c03a9';
  const paper = onDark ? '#1c03a9' : '#ffffff';
  return (
    <Box
      role="group"
      aria-label={t('common.language')}
      sx={{ display: 'inline-flex', border: `1px solid ${ink}`, borderRadius: 1, overflow: 'hidden' }}
    >
      {(['sv', 'en'] as const).map((locale) => {
        const pressed = locale === current;
        return (
          <ButtonBase
            key={locale}
            lang={locale}
            aria-pressed={pressed}
            // The visible code is part of the name (WCAG 2.5.3).
            aria-label={`${locale.toUpperCase()} ${t(`languages.${locale}`)}`}
            onClick={() => chooseSiteLanguage(locale)}
            sx={{
              px: 1.25,
              py: 0.5,
              minWidth: 40,
              fontSize: 13,
              fontWeight: 500,
              color: pressed ? paper : ink,
              bgcolor: pressed ? ink : 'transparent',
              '&.Mui-focusVisible': { outline: `2px solid ${pressed ? paper : ink}`, outlineOffset: -4 },
            }}
          >
            {locale.toUpperCase()}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
