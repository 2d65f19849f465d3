import { type Premises, PremisesCreate, PremisesUpdate, type Property } from '@app/contract';
import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { QueryRows } from '../../../components/QueryStates';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { type Column, ResponsiveList } from '../../../components/ResponsiveList';
import { useRowEditing } from '../../../components/row-editing';
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
  const rows = useRowEditing<Premises>(
    canWrite
      ? {
          addLabel: t('propertiesPages.premises.add'),
          editLabel: (p) => t('propertiesPages.premises.editNamed', { name: p.designation }),
          deleteLabel: (p) => t('propertiesPages.premises.deleteNamed', { name: p.designation }),
          deleteTitle: t('propertiesPages.premises.deleteTitle'),
          deleteBody: (p) => t('propertiesPages.premises.deleteBody', { name: p?.designation ?? '' }),
          remove: (p) => remove.mutateAsync(p.id),
          form: {
            fields,
            create: { title: t('propertiesPages.premises.add'), schema: PremisesCreate },
            edit: { title: t('propertiesPages.premises.editTitle'), schema: PremisesUpdate },
            save: (body, id) => save.mutateAsync({ id, body }),
            extraBody: { propertyId: property?.id },
          },
        }
      : undefined,
  );
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
        {rows.addButton && <Box sx={{ mb: 2 }}>{rows.addButton}</Box>}
        <QueryRows query={premises} empty={{ title: t('propertiesPages.premises.empty') }}>
          {(items) => (
            <ResponsiveList
              rows={items}
              columns={columns}
              rowKey={(p) => p.id}
              caption={t('propertiesPages.premises.caption')}
              actions={rows.actions}
            />
          )}
        </QueryRows>
        {!canWrite && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('propertiesPages.readOnly')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('adminPages.shared.close')}</Button>
      </DialogActions>
      {rows.dialogs}
    </ResponsiveDialog>
  );
}
