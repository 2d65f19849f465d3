import { priorities, reportStatuses, trades } from '@app/contract/constants';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Box,
  Button,
  Drawer,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/dates/DateInput';
import { enumOptions } from '../../../components/format';
import type { ListParams } from '../../../components/list-params';
import { SearchField } from '../../../components/SearchField';
import { lookups } from '../../../lib/queries';

export const reportFilterKeys = [
  'status',
  'trade',
  'propertyId',
  'priority',
  'from',
  'to',
  'scope',
  'overdue',
  'unassigned',
  'mine',
] as const;
export type ReportFilterKey = (typeof reportFilterKeys)[number];

export const reportSorts = [
  '-created',
  'created',
  '-lastModified',
  '-priority',
  'priority',
  'status',
  'due',
] as const;

/** Search, filters and sort of the reports list; every change lands in the URL. */
export function ReportFilters({
  params,
  showProperty,
}: {
  params: ListParams<ReportFilterKey>;
  showProperty: boolean;
}) {
  const { t } = useTranslation();
  const properties = useQuery({ ...lookups.properties(), enabled: showProperty });
  const f = params.filters;
  // On a phone the filters fold away behind one button so the list stays in view.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [unfolded, setUnfolded] = useState(false);
  // On a wide screen the less used filters wait in a side drawer, so the filters keep to one row.
  const [drawer, setDrawer] = useState(false);
  const activeCount = Object.keys(f).filter((k) => k !== 'scope').length;
  const secondary = ['priority', 'propertyId', 'from', 'to'] as const;
  const secondaryCount = secondary.filter((k) => f[k]).length;
  const select = (key: ReportFilterKey, label: string, options: { value: string; label: string }[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={f[key] ?? ''}
      onChange={(e) => params.set({ [key]: e.target.value })}
      sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const active = Object.keys(f).some((k) => k !== 'scope') || Boolean(params.q);
  const moreFilters = (
    <>
      {select('priority', t('errandsPages.fields.priority'), enumOptions(t, 'priority', priorities))}
      {showProperty &&
        select(
          'propertyId',
          t('errandsPages.fields.property'),
          (properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.address })),
        )}
      {(['from', 'to'] as const).map((key) => (
        <DateInput
          key={key}
          size="small"
          label={t(`errandsPages.filters.${key}`)}
          value={f[key] ?? ''}
          onChange={(value) => params.set({ [key]: value })}
          // Side by side on a phone; one under the other in the drawer, each its own height.
          sx={phone ? { flex: '1 1 40%' } : { flex: 'none' }}
        />
      ))}
    </>
  );
  return (
    <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
      <SearchField
        label={t('errandsPages.filters.search')}
        value={params.q}
        onChange={(q) => params.set({ q })}
      />
      {phone && (
        <Button
          startIcon={<FilterListIcon />}
          aria-expanded={unfolded}
          onClick={() => setUnfolded(!unfolded)}
        >
          {t('errandsPages.filters.toggle', { count: activeCount })}
        </Button>
      )}
      {(!phone || unfolded) && (
        <>
          {select('status', t('errandsPages.fields.status'), [
            ...enumOptions(t, 'status', reportStatuses),
            // The dashboards' "in progress" group links here.
            { value: 'InProgress,FollowingUp', label: t('enums.statusGroup.inProgress') },
          ])}
          {select('trade', t('errandsPages.fields.trade'), enumOptions(t, 'trade', trades))}
          {phone && moreFilters}
          <TextField
            select
            size="small"
            label={t('errandsPages.filters.sort')}
            value={params.sort ?? '-created'}
            onChange={(e) => params.set({ sort: e.target.value })}
            sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {reportSorts.map((s) => (
              <MenuItem key={s} value={s}>
                {s === 'due' ? t('worklists.filters.sortDue') : t(`errandsPages.sort.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      {!phone && (
        <>
          <Button startIcon={<FilterListIcon />} aria-haspopup="dialog" onClick={() => setDrawer(true)}>
            {secondaryCount > 0
              ? t('errandsPages.filters.moreCount', { count: secondaryCount })
              : t('errandsPages.filters.more')}
          </Button>
          <Drawer anchor="right" open={drawer} onClose={() => setDrawer(false)}>
            <Stack spacing={2} sx={{ p: 3, width: 340 }} role="group" aria-labelledby="more-filters">
              <Typography id="more-filters" variant="h6" component="h2">
                {t('errandsPages.filters.moreTitle')}
              </Typography>
              {moreFilters}
              <Button variant="contained" onClick={() => setDrawer(false)}>
                {t('errandsPages.filters.done')}
              </Button>
            </Stack>
          </Drawer>
        </>
      )}
      {active && (
        <Button
          onClick={() =>
            params.set({
              ...{ status: '', trade: '', priority: '', propertyId: '', from: '', to: '', q: '' },
              ...{ overdue: '', unassigned: '', mine: '' },
            })
          }
        >
          {t('errandsPages.filters.clear')}
        </Button>
      )}
    </Box>
  );
}
