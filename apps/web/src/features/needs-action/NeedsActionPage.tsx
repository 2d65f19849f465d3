import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, LoadingState } from '../../components/QueryStates';
import { useCurrentUser } from '../../lib/auth';
import { lookups } from '../../lib/queries';
import { useNeedsAction } from './api';
import { NeedsActionGroup } from './NeedsActionGroup';

/**
 * "Att göra": the errands waiting for the manager, grouped (docs/PRODUCT.md "Needs action"); live
 * through the reports' key. Someone who belongs to no organisation runs them all (an admin) and
 * may narrow the list to one.
 */
export default function NeedsActionPage() {
  const { t } = useTranslation();
  const allOrganisations = useCurrentUser()?.organisationId === null;
  const [organisationId, setOrganisationId] = useState('');
  const list = useNeedsAction(organisationId || undefined);
  const organisations = useQuery({ ...lookups.organisations(), enabled: allOrganisations });
  // Groups with nothing in them are named in one line under the others rather than as empty cards.
  const empty = list.data?.groups.filter((g) => g.count === 0) ?? [];
  return (
    <>
      <PageHeader
        title={t('nav.needsAction')}
        subtitle={t('dashboardPages.needsAction.subtitle')}
        actions={
          allOrganisations && (
            <TextField
              select
              size="small"
              label={t('dashboardPages.needsAction.organisation')}
              value={organisationId}
              onChange={(e) => setOrganisationId(e.target.value)}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('dashboardPages.needsAction.allOrganisations')}</MenuItem>
              {(organisations.data?.items ?? []).map((o) => (
                <MenuItem key={o.id} value={o.id}>
                  {o.name}
                </MenuItem>
              ))}
            </TextField>
          )
        }
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.total === 0 && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('dashboardPages.needsAction.allDone')}
            </Alert>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {list.data.groups
              .filter((g) => g.count > 0)
              .map((g) => (
                <NeedsActionGroup key={g.key} group={g} />
              ))}
          </Box>
          {empty.length > 0 && list.data.total > 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {t('dashboardPages.needsAction.emptyGroups', {
                groups: empty.map((g) => t(`dashboardPages.needsAction.groups.${g.key}.title`)).join(', '),
              })}
            </Typography>
          )}
        </>
      )}
    </>
  );
}
