import { type Equipment, trades } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { type RecordFormProps, useRegisterForm } from '../../../components/RegisterPage';
import { lookups } from '../../../lib/queries';
import { equipmentRegister } from '../api';

/** Creates or edits equipment; the premises list follows the chosen property. */
export function EquipmentFormDialog({ open, onClose, row: equipment }: RecordFormProps<Equipment>) {
  const { t } = useTranslation();
  const properties = useQuery(lookups.properties());
  const [propertyId, setPropertyId] = useState(equipment?.propertyId ?? '');
  useEffect(() => {
    if (open) setPropertyId(equipment?.propertyId ?? '');
  }, [open, equipment]);
  const premises = useQuery(lookups.premises(propertyId || undefined));
  const contractors = useQuery(lookups.contractors());
  const label = (k: string) => t(`equipmentPages.fields.${k}`);
  const fields: FieldSpec[] = [
    {
      name: 'propertyId',
      label: label('property'),
      kind: 'select',
      required: true,
      disabled: Boolean(equipment),
      options: (properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.address })),
    },
    {
      name: 'premisesId',
      label: label('premises'),
      kind: 'select',
      options: (premises.data?.items ?? []).map((p) => ({ value: p.id, label: p.designation })),
    },
    { name: 'name', label: label('name'), kind: 'text', required: true },
    { name: 'model', label: label('model'), kind: 'text' },
    { name: 'manufacturer', label: label('manufacturer'), kind: 'text' },
    { name: 'serialNumber', label: label('serialNumber'), kind: 'text' },
    { name: 'location', label: label('location'), kind: 'text' },
    { name: 'lastServiceDate', label: label('lastServiceDate'), kind: 'date' },
    { name: 'nextServiceDate', label: label('nextServiceDate'), kind: 'date' },
    // Planned maintenance: with an interval, an errand is made ahead of each due date.
    {
      name: 'serviceIntervalMonths',
      label: t('maintenance.fields.serviceIntervalMonths'),
      kind: 'number',
      step: '1',
    },
    {
      name: 'preferredContractorId',
      label: t('maintenance.fields.preferredContractor'),
      kind: 'select',
      options: (contractors.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })),
    },
    {
      name: 'serviceTrade',
      label: t('maintenance.fields.serviceTrade'),
      kind: 'select',
      options: trades.map((tr) => ({ value: tr, label: t(`enums.trade.${tr}`) })),
    },
    { name: 'serviceNotes', label: label('serviceNotes'), kind: 'multiline' },
  ];
  const spec = useRegisterForm(equipmentRegister, fields);
  return (
    <EntityFormDialog
      open={open}
      onClose={onClose}
      row={equipment}
      onValuesChange={(v) => setPropertyId(v.propertyId ?? '')}
      spec={spec}
    />
  );
}
