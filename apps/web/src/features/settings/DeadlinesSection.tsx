import { type DeadlineTarget, DeadlineTargets } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/QueryStates';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/error-text';

type Hours = Record<string, { accept: string; finish: string }>;
const toHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const toMinutes = (hours: string) => Math.round(Number(hours.replace(',', '.')) * 60);

/** The organisation's deadlines per priority, in hours (docs/PRODUCT.md "Deadlines"); managers only. */
export function DeadlinesSection() {
  const user = useCurrentUser();
  const organisationId = user?.can.manageReports ? user.organisationId : null;
  if (!organisationId) return null;
  return <DeadlinesForm organisationId={organisationId} />;
}

function DeadlinesForm({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const path = `/api/organisations/${organisationId}/deadlines`;
  const key = ['organisations', organisationId, 'deadlines'];
  const current = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(path, DeadlineTargets, { signal }),
  });
  const [hours, setHours] = useState<Hours>({});
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!current.data) return;
    const next: Hours = {};
    for (const d of current.data.targets)
      next[d.priority] = { accept: toHours(d.acceptMinutes), finish: toHours(d.finishMinutes) };
    setHours(next);
  }, [current.data]);
  const save = useMutation({
    mutationFn: (targets: DeadlineTarget[]) => api.put(path, { targets }, DeadlineTargets),
    onSuccess: (data) => {
      qc.setQueryData(key, data);
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      (current.data?.targets ?? []).map((d) => ({
        priority: d.priority,
        acceptMinutes: toMinutes(hours[d.priority]?.accept ?? ''),
        finishMinutes: toMinutes(hours[d.priority]?.finish ?? ''),
      })),
    );
  };
  const set = (priority: string, which: 'accept' | 'finish', value: string) =>
    setHours((h) => ({
      ...h,
      [priority]: { ...(h[priority] ?? { accept: '', finish: '' }), [which]: value },
    }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('worklists.deadlines.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('worklists.deadlines.intro')}
      </Typography>
      {current.isError && <ErrorState error={current.error} onRetry={() => void current.refetch()} />}
      <Box component="form" noValidate onSubmit={submit}>
        {save.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage(t, save.error)}
          </Alert>
        )}
        {saved && (
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {t('worklists.deadlines.saved')}
          </Alert>
        )}
        {(current.data?.targets ?? []).map((d) => (
          <Box
            key={d.priority}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, mb: 2, display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}
          >
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {t(`enums.priority.${d.priority}`)}
            </Typography>
            <TextField
              size="small"
              type="number"
              label={t('worklists.deadlines.acceptHours')}
              value={hours[d.priority]?.accept ?? ''}
              onChange={(e) => set(d.priority, 'accept', e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
            <TextField
              size="small"
              type="number"
              label={t('worklists.deadlines.finishHours')}
              value={hours[d.priority]?.finish ?? ''}
              onChange={(e) => set(d.priority, 'finish', e.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            />
          </Box>
        ))}
        <Button type="submit" variant="contained" disabled={save.isPending || !current.data}>
          {t('worklists.deadlines.save')}
        </Button>
      </Box>
    </Paper>
  );
}
