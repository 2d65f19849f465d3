import type { Equipment } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { todayIso, useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { SearchField } from '../../../components/SearchField';
import { useCurrentUser } from '../../../lib/auth';
import { useDeleteEquipment, useEquipmentList, usePropertyOptions } from '../api';
import { EquipmentFormDialog } from '../components/EquipmentFormDialog';

const sorts = ['name', 'nextServiceDate', '-lastServiceDate', 'manufacturer', '-created'] as const;

/** Equipment with its service dates; overdue service is marked. Tenants and contractors read. */
export function EquipmentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const role = user?.roles[0];
  const canWrite = role === 'Admin' || role === 'PropertyManager';
  const params = useListParams(['propertyId', 'serviceDueBefore'] as const, { sort: 'name' });
  const list = useEquipmentList(params.apiQuery);
  const properties = usePropertyOptions();
  const remove = useDeleteEquipment();
  const [editing, setEditing] = useState<Equipment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Equipment | null>(null);
  const today = todayIso();
  const address = (id: string) => properties.data?.items.find((p) => p.id === id)?.address ?? '';

  const columns: Column<Equipment>[] = [
    { key: 'name', label: t('equipmentPages.fields.name'), primary: true, render: (e) => e.name },
    { key: 'property', label: t('equipmentPages.fields.property'), render: (e) => address(e.propertyId) },
    {
      key: 'make',
      label: t('equipmentPages.fields.makeModel'),
      render: (e) => [e.manufacturer, e.model].filter(Boolean).join(' '),
    },
    { key: 'location', label: t('equipmentPages.fields.location'), render: (e) => e.location ?? '' },
    {
      key: 'last',
      label: t('equipmentPages.fields.lastServiceDate'),
      render: (e) => f.date(e.lastServiceDate),
    },
    {
      key: 'next',
      label: t('equipmentPages.fields.nextServiceDate'),
      render: (e) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {f.date(e.nextServiceDate)}
          {e.nextServiceDate && e.nextServiceDate < today && (
            <Chip
              size="small"
              label={t('equipmentPages.overdue')}
              sx={{ bgcolor: '#b71c1c', color: '#fff' }}
            />
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.equipment')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('equipmentPages.add')}
            </Button>
          ) : undefined
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <SearchField
          label={t('equipmentPages.search')}
          value={params.q}
          onChange={(q) => params.set({ q })}
        />
        <TextField
          select
          size="small"
          label={t('equipmentPages.fields.property')}
          value={params.filters.propertyId ?? ''}
          onChange={(e) => params.set({ propertyId: e.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
          {(properties.data?.items ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.address}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('errandsPages.filters.sort')}
          value={params.sort ?? 'name'}
          onChange={(e) => params.set({ sort: e.target.value })}
          sx={{ minWidth: 180 }}
        >
          {sorts.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`equipmentPages.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(params.filters.serviceDueBefore)}
              onChange={(e) => params.set({ serviceDueBefore: e.target.checked ? today : '' })}
            />
          }
          label={t('equipmentPages.onlyDue')}
        />
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('equipmentPages.empty')} body={t('equipmentPages.emptyBody')} />
      ) : (
        <>
          <ResponsiveList
            rows={list.data.items}
            columns={columns}
            rowKey={(e) => e.id}
            caption={t('nav.equipment')}
            actions={
              canWrite
                ? (e) => (
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing(e)}
                        aria-label={t('equipmentPages.editNamed', { name: e.name })}
                      >
                        {t('adminPages.shared.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => setDeleting(e)}
                        aria-label={t('equipmentPages.deleteNamed', { name: e.name })}
                      >
                        {t('adminPages.shared.delete')}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
          <Pager
            page={params.page}
            pageSize={params.pageSize}
            total={list.data.total}
            onChange={params.set}
          />
        </>
      )}
      {canWrite && (
        <EquipmentFormDialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          equipment={editing && editing !== 'new' ? editing : undefined}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('equipmentPages.deleteTitle')}
        body={t('equipmentPages.deleteBody', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
