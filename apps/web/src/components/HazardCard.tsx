import type { ChatHazard, HazardKind } from '@app/contract';
import PhoneIcon from '@mui/icons-material/Phone';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { textShades } from '../lib/theme';

/** A number as a `tel:` link: only the digits and a leading + count. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The advice as lines, without the warning sign each starts with (the card has its own icon) and
 * without the line giving the on-call number when a button calls it.
 */
export const adviceLines = (advice: string, onCallPhone: string | null) =>
  advice
    .split('\n')
    .map((l) => l.replace(/^⚠\s*/u, '').trim())
    .filter((l) => l && !(onCallPhone && l.includes(onCallPhone)));

/** A message's text without the advice its card shows (the rest of the answer stays in the log). */
export const withoutAdvice = (content: string, hazard: ChatHazard | undefined) =>
  hazard && content.startsWith(hazard.advice) ? content.slice(hazard.advice.length).trim() : content;

/**
 * The advice for an errand's hazards from the catalogue, the words the chat gives
 * (`assistant.hazard.*`), where no conversation gave it: an errand filed through the form.
 */
export function catalogueAdvice(
  t: TFunction,
  kinds: readonly HazardKind[],
  onCallPhone: string | null,
): ChatHazard {
  const lines = kinds.map((k) => t(`assistant.hazard.${k}`));
  lines.push(
    onCallPhone ? t('assistant.hazard.onCall', { phone: onCallPhone }) : t('assistant.hazard.onCallMissing'),
  );
  return { kinds: [...kinds], onCallPhone, advice: lines.join('\n') };
}

/**
 * The assistant's safety advice (gas, fire, water…) as a warning card: what to do now, and large
 * buttons to call 112 and the organisation's on-call number. Above a conversation it stays pinned
 * under the bar on a phone (`pinned`); on an errand's page it scrolls with the page. `live`: it
 * has just come (the chat's answer, a report just sent) and is read out at once; on a page that
 * shows it whenever it opens it is a named region instead, not announced on every visit.
 */
export function HazardCard({
  hazard,
  pinned = true,
  live = true,
}: {
  hazard: ChatHazard;
  pinned?: boolean;
  live?: boolean;
}) {
  const { t } = useTranslation();
  const call = {
    component: 'a',
    variant: 'contained',
    size: 'large',
    startIcon: <PhoneIcon />,
    sx: {
      minHeight: 48,
      fontSize: '1rem',
      justifyContent: 'center',
      flex: { xs: '1 1 auto', sm: '0 0 auto' },
    },
  } as const;
  return (
    <Alert
      severity="error"
      role={live ? 'alert' : 'region'}
      aria-label={t('assistant.hazardCard.label')}
      data-testid="hazard-card"
      sx={{
        border: '2px solid',
        borderColor: textShades.error,
        // On a phone the page scrolls: the card stays under the app bar, compact, above the chat.
        position: { xs: pinned ? 'sticky' : 'static', md: 'static' },
        top: { xs: 56, md: 'auto' },
        zIndex: 2,
        px: { xs: 1.5, sm: 2 },
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
        '& .MuiAlert-message': { width: '100%', minWidth: 0, py: { xs: 0.75, sm: 1 } },
      }}
    >
      <AlertTitle sx={{ fontWeight: 700, mb: 0.5 }}>{t('assistant.hazardCard.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {adviceLines(hazard.advice, hazard.onCallPhone).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.25, flexWrap: 'wrap' }}>
        <Button {...call} href="tel:112" sx={{ ...call.sx, bgcolor: textShades.error }}>
          {t('assistant.hazardCard.call112')}
        </Button>
        {hazard.onCallPhone && (
          <Button
            {...call}
            href={telHref(hazard.onCallPhone)}
            variant="outlined"
            sx={{
              ...call.sx,
              color: textShades.error,
              borderColor: textShades.error,
              bgcolor: 'background.paper',
            }}
          >
            <span>
              {t('assistant.hazardCard.callOnCall')}{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {hazard.onCallPhone}
              </Box>
            </span>
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
