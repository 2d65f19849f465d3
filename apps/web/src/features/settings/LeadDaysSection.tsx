import { Organisation } from '@app/contract';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/QueryStates';
import { api } from '../../lib/api';
import { useCurrentUser } from '../../lib/auth';
import { errorMessage } from '../../lib/error-text';
import { currentOrganisationKey } from './LanguageSections';

/** The organisation's planned-maintenance lead time, for its managers (those who may set its report language). */
export function LeadDaysSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const canEdit = Boolean(user?.can.editReportLanguage && user.organisationId);
  const org = useQuery({
    queryKey: currentOrganisationKey,
    queryFn: () => api.get('/api/organisations/current', Organisation),
    enabled: canEdit,
  });
  const [days, setDays] = useState('14');
  useEffect(() => {
    if (org.data) setDays(String(org.data.maintenanceLeadDays));
  }, [org.data]);
  const save = useMutation({
    mutationFn: (maintenanceLeadDays: number) =>
      api.put('/api/organisations/current', { maintenanceLeadDays }, Organisation),
    onSuccess: (data) => queryClient.setQueryData(currentOrganisationKey, data),
  });
  if (!canEdit) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('maintenance.kind')}
      </Typography>
      {org.isError && <ErrorState error={org.error} onRetry={() => void org.refetch()} />}
      <Stack
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(Number(days));
        }}
      >
        <TextField
          label={t('maintenance.leadDays')}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ maxWidth: 360 }}
        />
        {save.isError && (
          <Alert severity="error" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {t('maintenance.leadDaysSaved')}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('maintenance.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
