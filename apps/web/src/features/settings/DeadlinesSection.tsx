import { DeadlineTargetsUpdate, priorities } from '@app/contract';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../components/FormCard';
import { ErrorState } from '../../components/QueryStates';
import { deadlineTargets, useSaveDeadlines } from './api';
import { ownOrganisationSection } from './own-organisation';
import { useStoredForm } from './use-stored-form';

const toHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const toMinutes = (hours: string) => Math.round(Number(hours.replace(',', '.')) * 60);

/**
 * One field per target, named as the update's path (`targets.0.acceptMinutes`), so the messages
 * of the contract's schema and of the server land on the field they are about.
 */
const fieldName = (index: number, which: 'accept' | 'finish') => `targets.${index}.${which}Minutes`;
const empty: Record<string, string> = Object.fromEntries(
  priorities.flatMap((_, i) => [
    [fieldName(i, 'accept'), ''],
    [fieldName(i, 'finish'), ''],
  ]),
);

/** The organisation's deadlines per priority, in hours (docs/PRODUCT.md "Deadlines"); managers only. */
export const DeadlinesSection = ownOrganisationSection('manageReports', DeadlinesForm);

function DeadlinesForm({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const current = useQuery(deadlineTargets(organisationId));
  const save = useSaveDeadlines(organisationId);
  const targets = current.data?.targets ?? [];
  const { form, card } = useStoredForm({
    empty,
    current: current.data,
    toValues: (stored) => {
      const next = { ...empty };
      stored.targets.forEach((d, i) => {
        next[fieldName(i, 'accept')] = toHours(d.acceptMinutes);
        next[fieldName(i, 'finish')] = toHours(d.finishMinutes);
      });
      return next;
    },
    schema: DeadlineTargetsUpdate,
    save: (body) => save.mutateAsync(body),
    prepare: (v) => ({
      targets: targets.map((d, i) => ({
        priority: d.priority,
        acceptMinutes: toMinutes(v[fieldName(i, 'accept')] ?? ''),
        finishMinutes: toMinutes(v[fieldName(i, 'finish')] ?? ''),
      })),
    }),
    texts: 'worklists.deadlines',
  });
  const hoursField = (index: number, which: 'accept' | 'finish') => (
    <TextField
      {...form.field(fieldName(index, which))}
      size="small"
      type="number"
      // A short label with the unit beside the number, so both fit a phone's half width; the
      // accessible name keeps the unit and starts with the label shown.
      label={t(`worklists.deadlines.${which}`)}
      slotProps={{
        htmlInput: {
          min: 0,
          step: 'any',
          'aria-label': t(
            which === 'accept' ? 'worklists.deadlines.acceptHours' : 'worklists.deadlines.finishHours',
          ),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" aria-hidden>
              {t('worklists.deadlines.hoursUnit')}
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <FormCard {...card}>
      {current.isError && <ErrorState error={current.error} onRetry={() => void current.refetch()} />}
      {targets.map((d, i) => (
        <Box
          key={d.priority}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}
        >
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
            {t(`enums.priority.${d.priority}`)}
          </Typography>
          {hoursField(i, 'accept')}
          {hoursField(i, 'finish')}
        </Box>
      ))}
    </FormCard>
  );
}
