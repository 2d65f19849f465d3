import type { ReportAction } from '@app/contract';
import { Box, Chip, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useVisitWindow } from '../../../components/dates/use-visit-window';
import { useFormat } from '../../../components/format';

/** Internal notes on an amber tint; the text colour keeps well above 4.5:1 on it (WCAG 2.2 AA). */
const internalTint = { background: '#fff4d6', text: '#5c4300' } as const;

/** The report's history, oldest first, as an ordered list; internal notes are chipped and tinted. */
export function ReportTimeline({ actions }: { actions: readonly ReportAction[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const when = useVisitWindow();
  const who = (a: ReportAction) =>
    a.actorName ??
    (a.actorRole
      ? t(a.actorRole === 'Assistant' ? 'errandsPages.timeline.assistant' : `enums.role.${a.actorRole}`)
      : t('errandsPages.timeline.someone'));
  const what = (a: ReportAction) => {
    if (a.files) {
      const change = a.kind === 'files_removed' ? 'removed' : 'added';
      return t(`attachments.timeline.${change}_${a.files.kind}`, { count: a.files.count, who: who(a) });
    }
    const vars = {
      from: a.fromStatus ? t(`enums.status.${a.fromStatus}`) : '',
      to: a.toStatus ? t(`enums.status.${a.toStatus}`) : '',
    };
    return t(`errandsPages.timeline.kind.${a.kind}`, vars);
  };
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {actions.map((a) => (
        <Paper
          component="li"
          key={a.id}
          variant="outlined"
          sx={
            a.visibility === 'internal'
              ? {
                  p: 1.5,
                  bgcolor: internalTint.background,
                  borderColor: internalTint.text,
                  borderStyle: 'dashed',
                }
              : { p: 1.5, bgcolor: 'background.paper' }
          }
        >
          <Typography variant="body2" color="text.secondary">
            <time dateTime={a.created}>{f.dateTime(a.created)}</time> · {who(a)}
            {a.visibility === 'internal' && (
              <Chip
                component="span"
                size="small"
                variant="outlined"
                label={t('errandsPages.note.internalChip')}
                sx={{ ml: 1, color: internalTint.text, borderColor: internalTint.text }}
              />
            )}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{what(a)}</Typography>
          {a.visit && (
            <Typography sx={{ textDecoration: a.kind === 'visit_cancelled' ? 'line-through' : undefined }}>
              {when(a.visit.startsAt, a.visit.endsAt)}
            </Typography>
          )}
          {a.note && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{a.note}</Typography>}
        </Paper>
      ))}
    </Box>
  );
}
