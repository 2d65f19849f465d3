import { type Premises, PremisesCreate, PremisesUpdate, type Property } from '@app/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { EmptyState, ErrorState, LoadingState } from '../../../components/QueryStates';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { lookups } from '../../../lib/queries';
import { premises as premisesApi } from '../api';

/** The premises of one property, with add, edit and delete for those who may write. */
export function PremisesDialog({
  property,
  canWrite,
  onClose,
}: {
  property: Property | null;
  canWrite: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useId();
  const premises = useQuery(lookups.premises(property?.id));
  const save = premisesApi.useSave();
  const remove = premisesApi.useDelete();
  const [editing, setEditing] = useState<Premises | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Premises | null>(null);
  const fields: FieldSpec[] = [
    {
      name: 'designation',
      label: t('propertiesPages.premises.designation'),
      kind: 'text',
      required: true,
      emptyAs: 'empty',
    },
    { name: 'floor', label: t('propertiesPages.premises.floor'), kind: 'number', step: '1' },
    { name: 'areaSqm', label: t('propertiesPages.premises.areaSqm'), kind: 'number' },
    { name: 'description', label: t('propertiesPages.premises.description'), kind: 'multiline' },
  ];
  const columns: Column<Premises>[] = [
    {
      key: 'designation',
      label: t('propertiesPages.premises.designation'),
      primary: true,
      render: (p) => p.designation,
    },
    { key: 'floor', label: t('propertiesPages.premises.floor'), render: (p) => f.number(p.floor) },
    {
      key: 'area',
      label: t('propertiesPages.premises.areaSqm'),
      render: (p) =>
        p.areaSqm === null ? '' : t('propertiesPages.premises.area', { area: f.number(p.areaSqm) }),
    },
    {
      key: 'description',
      label: t('propertiesPages.premises.description'),
      render: (p) => p.description ?? '',
    },
  ];
  const current = editing && editing !== 'new' ? editing : undefined;
  return (
    <ResponsiveDialog
      open={property !== null}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        {t('propertiesPages.premises.title', { address: property?.address ?? '' })}
      </DialogTitle>
      <DialogContent>
        {canWrite && (
          <Box sx={{ mb: 2 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('propertiesPages.premises.add')}
            </Button>
          </Box>
        )}
        {premises.isPending ? (
          <LoadingState />
        ) : premises.isError ? (
          <ErrorState error={premises.error} onRetry={() => void premises.refetch()} />
        ) : premises.data.items.length === 0 ? (
          <EmptyState title={t('propertiesPages.premises.empty')} />
        ) : (
          <ResponsiveList
            rows={premises.data.items}
            columns={columns}
            rowKey={(p) => p.id}
            caption={t('propertiesPages.premises.caption')}
            actions={
              canWrite
                ? (p) => (
                    <>
                      <Button
                        size="small"
                        onClick={() => setEditing(p)}
                        aria-label={t('propertiesPages.premises.editNamed', { name: p.designation })}
                      >
                        {t('adminPages.shared.edit')}
                      </Button>
                      <Button
                        size="small"
                        color="inherit"
                        onClick={() => setDeleting(p)}
                        aria-label={t('propertiesPages.premises.deleteNamed', { name: p.designation })}
                      >
                        {t('adminPages.shared.delete')}
                      </Button>
                    </>
                  )
                : undefined
            }
          />
        )}
        {!canWrite && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('propertiesPages.readOnly')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminPages.shared.close')}</Button>
      </DialogActions>
      <EntityFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(current ? 'propertiesPages.premises.editTitle' : 'propertiesPages.premises.add')}
        fields={fields}
        initial={{
          designation: current?.designation ?? '',
          floor: current?.floor === null || current?.floor === undefined ? '' : String(current.floor),
          areaSqm: current?.areaSqm === null || current?.areaSqm === undefined ? '' : String(current.areaSqm),
          description: current?.description ?? '',
        }}
        schema={current ? PremisesUpdate : PremisesCreate}
        extraBody={current ? undefined : { propertyId: property?.id }}
        onSubmit={(body) => save.mutateAsync({ id: current?.id, body })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('propertiesPages.premises.deleteTitle')}
        body={t('propertiesPages.premises.deleteBody', { name: deleting?.designation ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </ResponsiveDialog>
  );
}
