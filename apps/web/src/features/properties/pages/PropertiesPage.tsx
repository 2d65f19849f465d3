import { type Property, propertyTypes } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { SearchField } from '../../../components/SearchField';
import { useCurrentUser } from '../../../lib/auth';
import { useDeleteProperty, usePropertyList } from '../api';
import { PremisesDialog } from '../components/PremisesDialog';
import { PropertyFormDialog } from '../components/PropertyFormDialog';

const sorts = ['address', '-address', 'city', 'type', '-created'] as const;

/** Properties with their premises; administrators and managers may change them, tenants read. */
export function PropertiesPage({ base }: { base: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const role = user?.roles[0];
  const canWrite = role === 'Admin' || role === 'PropertyManager';
  const params = useListParams(['type'] as const, { sort: 'address' });
  const list = usePropertyList(params.apiQuery);
  const remove = useDeleteProperty();
  const [editing, setEditing] = useState<Property | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Property | null>(null);
  const [premisesOf, setPremisesOf] = useState<Property | null>(null);

  const columns: Column<Property>[] = [
    { key: 'address', label: t('propertiesPages.fields.address'), primary: true, render: (p) => p.address },
    {
      key: 'type',
      label: t('propertiesPages.fields.type'),
      render: (p) => t(`enums.propertyType.${p.type}`),
    },
    { key: 'postalCode', label: t('propertiesPages.fields.postalCode'), render: (p) => p.postalCode },
    { key: 'city', label: t('propertiesPages.fields.city'), render: (p) => p.city },
    { key: 'county', label: t('propertiesPages.fields.county'), render: (p) => p.county },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.properties')}
        actions={
          <>
            {role === 'PropertyManager' && (
              <Button variant="outlined" component={RouterLink} to={`${base}/users`}>
                {t('propertiesPages.usersAndInvites')}
              </Button>
            )}
            {canWrite && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
                {t('propertiesPages.add')}
              </Button>
            )}
          </>
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label={t('propertiesPages.search')}
          value={params.q}
          onChange={(q) => params.set({ q })}
        />
        <TextField
          select
          size="small"
          label={t('propertiesPages.fields.type')}
          value={params.filters.type ?? ''}
          onChange={(e) => params.set({ type: e.target.value })}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
          {propertyTypes.map((p) => (
            <MenuItem key={p} value={p}>
              {t(`enums.propertyType.${p}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('errandsPages.filters.sort')}
          value={params.sort ?? 'address'}
          onChange={(e) => params.set({ sort: e.target.value })}
          sx={{ minWidth: 180 }}
        >
          {sorts.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`propertiesPages.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={t('propertiesPages.empty')}
          body={t(canWrite ? 'propertiesPages.emptyBody' : 'propertiesPages.emptyTenant')}
        />
      ) : (
        <>
          <ResponsiveList
            rows={list.data.items}
            columns={columns}
            rowKey={(p) => p.id}
            caption={t('nav.properties')}
            actions={(p) => (
              <>
                <Button
                  size="small"
                  onClick={() => setPremisesOf(p)}
                  aria-label={t('propertiesPages.premisesOf', { address: p.address })}
                >
                  {t('propertiesPages.premisesButton')}
                </Button>
                {canWrite && (
                  <>
                    <Button
                      size="small"
                      onClick={() => setEditing(p)}
                      aria-label={t('propertiesPages.editNamed', { address: p.address })}
                    >
                      {t('adminPages.shared.edit')}
                    </Button>
                    <Button
                      size="small"
                      color="inherit"
                      onClick={() => setDeleting(p)}
                      aria-label={t('propertiesPages.deleteNamed', { address: p.address })}
                    >
                      {t('adminPages.shared.delete')}
                    </Button>
                  </>
                )}
              </>
            )}
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
        <PropertyFormDialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          property={editing && editing !== 'new' ? editing : undefined}
          isAdmin={role === 'Admin'}
        />
      )}
      <PremisesDialog property={premisesOf} canWrite={canWrite} onClose={() => setPremisesOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('propertiesPages.deleteTitle')}
        body={t('propertiesPages.deleteBody', { address: deleting?.address ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
