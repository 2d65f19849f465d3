import { languages, type Organisation, OrganisationCreate, OrganisationUpdate } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { PageHeader } from '../../../components/PageHeader';
import { Pager } from '../../../components/Pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { SearchField } from '../../../components/SearchField';
import { useDeleteOrganisation, useOrganisationList, useSaveOrganisation } from '../api';

const sorts = ['name', '-name', '-created'] as const;

/** The administrator's organisations: name and the language reports are written in. */
export function OrganisationsPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const params = useListParams([] as const, { sort: 'name' });
  const list = useOrganisationList(params.apiQuery);
  const save = useSaveOrganisation();
  const remove = useDeleteOrganisation();
  const [editing, setEditing] = useState<Organisation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Organisation | null>(null);
  const current = editing && editing !== 'new' ? editing : undefined;
  const fields: FieldSpec[] = [
    {
      name: 'name',
      label: t('adminPages.organisations.name'),
      kind: 'text',
      required: true,
      emptyAs: 'empty',
    },
    {
      name: 'reportLanguage',
      label: t('adminPages.organisations.reportLanguage'),
      kind: 'select',
      required: true,
      emptyAs: 'omit',
      options: languages.map((l) => ({ value: l, label: t(`languages.${l}`) })),
      helper: t('adminPages.organisations.reportLanguageNote'),
    },
  ];
  const columns: Column<Organisation>[] = [
    { key: 'name', label: t('adminPages.organisations.name'), primary: true, render: (o) => o.name },
    {
      key: 'lang',
      label: t('adminPages.organisations.reportLanguage'),
      render: (o) => t(`languages.${o.reportLanguage}`),
    },
    { key: 'created', label: t('adminPages.shared.created'), render: (o) => f.date(o.created) },
  ];
  return (
    <>
      <PageHeader
        title={t('adminPages.organisations.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('adminPages.organisations.add')}
          </Button>
        }
      />
      <Box role="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <SearchField
          label={t('adminPages.organisations.search')}
          value={params.q}
          onChange={(q) => params.set({ q })}
        />
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
              {t(`adminPages.organisations.sort.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('adminPages.organisations.empty')} />
      ) : (
        <>
          <ResponsiveList
            rows={list.data.items}
            columns={columns}
            rowKey={(o) => o.id}
            caption={t('adminPages.organisations.title')}
            actions={(o) => (
              <>
                <Button
                  size="small"
                  onClick={() => setEditing(o)}
                  aria-label={t('adminPages.shared.editNamed', { name: o.name })}
                >
                  {t('adminPages.shared.edit')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => setDeleting(o)}
                  aria-label={t('adminPages.shared.deleteNamed', { name: o.name })}
                >
                  {t('adminPages.shared.delete')}
                </Button>
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
      <EntityFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(current ? 'adminPages.organisations.editTitle' : 'adminPages.organisations.add')}
        fields={fields}
        initial={{ name: current?.name ?? '', reportLanguage: current?.reportLanguage ?? 'sv' }}
        schema={current ? OrganisationUpdate : OrganisationCreate}
        onSubmit={(body) => save.mutateAsync({ id: current?.id, body })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminPages.organisations.deleteTitle')}
        body={t('adminPages.organisations.deleteBody', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
