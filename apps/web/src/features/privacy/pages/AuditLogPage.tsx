import { type AuditEntry, auditActions } from '@app/contract';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/dates/DateInput';
import { useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { QueryRows } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { useCurrentUser } from '../../../lib/auth';
import { downloadCsv } from '../../../lib/download-csv';
import { lookups } from '../../../lib/queries';
import { auditList } from '../api';

const FILTERS = ['action', 'organisationId', 'from', 'to'] as const;

/**
 * The audit log: who did which administrative action when. Administrators read every
 * organisation's (and may pick one), managers their own; the filters stay in the URL and the
 * CSV export takes the same filters.
 */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const label = (k: string) => t(`privacy.audit.${k}`);
  const everyOrganisation = Boolean(useCurrentUser()?.can.manageAllUsers);
  const params = useListParams(FILTERS);
  const list = useQuery(auditList(params.apiQuery));
  const organisations = useQuery({ ...lookups.organisations(), enabled: everyOrganisation });
  const [downloading, setDownloading] = useState(false);

  const filterQuery = new URLSearchParams(params.filters as Record<string, string>).toString();
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(`/api/audit-log/export?${filterQuery}`);
    } finally {
      setDownloading(false);
    }
  };

  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: label('columns.at'), render: (e) => f.dateTime(e.at) },
    {
      key: 'action',
      label: label('columns.action'),
      primary: true,
      render: (e) => label(`action.${e.action}`),
    },
    { key: 'actor', label: label('columns.actor'), render: (e) => e.actorName ?? label('system') },
    ...(everyOrganisation
      ? [
          {
            key: 'organisation',
            label: label('columns.organisation'),
            render: (e: AuditEntry) => e.organisationName ?? '',
          },
        ]
      : []),
    {
      key: 'target',
      label: label('columns.targetType'),
      render: (e) => [label(`target.${e.targetType}`), e.targetName].filter(Boolean).join(': '),
    },
  ];

  const select = (
    key: (typeof FILTERS)[number],
    all: string,
    options: { value: string; label: string }[],
  ) => (
    <TextField
      select
      size="small"
      label={label(`filters.${key === 'organisationId' ? 'organisation' : key}`)}
      value={params.filters[key] ?? ''}
      onChange={(e) => params.set({ [key]: e.target.value })}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  // The app's own date field: the browser's follows its locale (mm/dd/yyyy), this the page's.
  const day = (key: 'from' | 'to') => (
    <DateInput
      size="small"
      label={label(`filters.${key}`)}
      value={params.filters[key] ?? ''}
      onChange={(value) => params.set({ [key]: value })}
    />
  );

  return (
    <>
      <PageHeader
        title={label('title')}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={downloading}>
            {label('export')}
          </Button>
        }
      />
      <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{label('intro')}</Typography>
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        {select(
          'action',
          label('filters.allActions'),
          auditActions.map((a) => ({ value: a, label: label(`action.${a}`) })),
        )}
        {everyOrganisation &&
          select(
            'organisationId',
            label('filters.allOrganisations'),
            (organisations.data?.items ?? []).map((o) => ({ value: o.id, label: o.name })),
          )}
        {day('from')}
        {day('to')}
      </Box>
      <QueryRows query={list} empty={{ title: label('empty') }}>
        {(items) => (
          <>
            <ResponsiveList rows={items} columns={columns} rowKey={(e) => e.id} caption={label('title')} />
            <Pager
              page={params.page}
              pageSize={params.pageSize}
              total={list.data?.total ?? 0}
              onChange={params.set}
            />
          </>
        )}
      </QueryRows>
    </>
  );
}
