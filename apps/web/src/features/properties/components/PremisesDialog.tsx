import { type Premises, PremisesCreate, PremisesUpdate, type Property } from '@app/contract';
import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from '../../../components/EntityFormDialog';
import { useFormat } from '../../../components/format';
import { QueryRows } from '../../../components/QueryStates';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { type Column, ResponsiveList, textColumn } from '../../../components/ResponsiveList';
import { useResourceEditing, useResourceForm } from '../../../components/resource-editing';
import { useRowEditing } from '../../../components/row-editing';
import { lookups } from '../../../lib/queries';
import { PlaceSignButton } from '../../public-report';
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
  const section = 'propertiesPages.premises';
  const label = (k: string, vars: Record<string, string> = {}) => t(`${section}.${k}`, vars);
  const premises = useQuery(lookups.premises(property?.id));
  const fields: FieldSpec[] = [
    { name: 'designation', label: label('designation'), kind: 'text', required: true },
    { name: 'floor', label: label('floor'), kind: 'number', step: '1' },
    { name: 'areaSqm', label: label('areaSqm'), kind: 'number' },
    { name: 'description', label: label('description'), kind: 'multiline' },
  ];
  const columns: Column<Premises>[] = [
    textColumn('designation', label('designation'), true),
    { key: 'floor', label: label('floor'), render: (p) => f.number(p.floor) },
    {
      key: 'area',
      label: label('areaSqm'),
      render: (p) => (p.areaSqm === null ? '' : label('area', { area: f.number(p.areaSqm) })),
    },
    textColumn('description', label('description')),
  ];
  const form = useResourceForm(premisesApi, {
    fields,
    create: { title: label('add'), schema: PremisesCreate },
    edit: { title: label('editTitle'), schema: PremisesUpdate },
    extraBody: { propertyId: property?.id },
  });
  const editing = useResourceEditing<Premises>(premisesApi, {
    section,
    names: (p) => ({ name: p?.designation ?? '' }),
    form: canWrite && form,
  });
  const rows = useRowEditing<Premises>(
    editing,
    canWrite
      ? (p) => <PlaceSignButton place={{ kind: 'premises', id: p.id, label: p.designation }} />
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
