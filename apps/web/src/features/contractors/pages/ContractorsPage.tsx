import { type Contractor, ContractorCreate, ContractorUpdate, trades } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { SearchField } from '../../../components/SearchField';
import { useCurrentUser } from '../../../lib/auth';
import { useContractorList, useDeleteContractor, useSaveContractor } from '../api';

const sorts = ['name', '-name', 'trade', '-created'] as const;

/** Freelancers: administrators manage them; managers and tenants read what they may see. */
export function ContractorsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canWrite = user?.roles[0] === 'Admin';
  const params = useListParams(['trade'] as const, { sort: 'name' });
  const list = useContractorList(params.apiQuery);
  const save = useSaveContractor();
  const remove = useDeleteContractor();
  const [editing, setEditing] = useState<Contractor | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contractor | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;

  const label = (k: string) => t(`contractorsPages.fields.${k}`);
  const fields: FieldSpec[] = [
    { name: 'name', label: label('name'), kind: 'text', required: true, emptyAs: 'empty' },
    {
      name: 'trade',
      label: label('trade'),
      kind: 'select',
      required: true,
      emptyAs: 'omit',
      options: trades.map((s) => ({ value: s, label: t(`enums.trade.${s}`) })),
    },
    { name: 'phone', label: label('phone'), kind: 'tel' },
    { name: 'email', label: label('email'), kind: 'email' },
    { name: 'description', label: label('description'), kind: 'multiline' },
  ];
  const columns: Column<Contractor>[] = [
    {
      key: 'name',
      label: label('name'),
      primary: true,
      render: (c) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {c.name}
          <Chip size="small" variant="outlined" label={t('contractorsPages.freelancer')} />
        </Box>
      ),
    },
    { key: 'trade', label: label('trade'), render: (c) => t(`enums.trade.${c.trade}`) },
    { key: 'phone', label: label('phone'), render: (c) => c.phone ?? '' },
    { key: 'email', label: label('email'), render: (c) => c.email ?? '' },
    { key: 'description', label: label('description'), render: (c) => c.description ?? '' },
  ];

  return (
    <>
      <PageHeader
        title={t('nav.contractors')}
        actions={
          canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('contractorsPages.add')}
            </Button>
          ) : undefined
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label={t('contractorsPages.search')}
          value={params.q}
          onChange={(q) => params.set({ q })}
        />
        <TextField
          select
          size="small"
          label={label('trade')}
          value={params.filters.trade ?? ''}
          onChange={(e) => params.set({ trade: e.target.value })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('errandsPages.filters.all')}</MenuItem>
          {trades.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`enums.trade.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('errandsPages.filters.sort')}
          value={params.sort ?? 'name'}
          onChange={(e) => params.set({ sort: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          {sorts.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`contractorsPages.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('contractorsPages.empty')} />
      ) : (
        <>
          <ResponsiveList
            rows={list.data.items}
            columns={columns}
            rowKey={(c) => c.id}
            caption={t('nav.contractors')}
            actions={
              canWrite
                ? (c) => (
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing(c)}
                        aria-label={t('contractorsPages.editNamed', { name: c.name })}
                      >
                        {t('adminPages.shared.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => setDeleting(c)}
                        aria-label={t('contractorsPages.deleteNamed', { name: c.name })}
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
        <EntityFormDialog
          open={editing !== null}
          onClose={() => setEditing(null)}
          title={t(current ? 'contractorsPages.editTitle' : 'contractorsPages.createTitle')}
          fields={fields}
          initial={{
            name: current?.name ?? '',
            trade: current?.trade ?? '',
            phone: current?.phone ?? '',
            email: current?.email ?? '',
            description: current?.description ?? '',
          }}
          schema={current ? ContractorUpdate : ContractorCreate}
          onSubmit={(body) => save.mutateAsync({ id: current?.id, body })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('contractorsPages.deleteTitle')}
        body={t('contractorsPages.deleteBody', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
