import { type Equipment, EquipmentCreate, EquipmentUpdate } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { lookups } from '../../../lib/queries';
import { equipment as equipmentApi } from '../api';

/** Creates or edits equipment; the premises list follows the chosen property. */
export function EquipmentFormDialog({
  open,
  onClose,
  equipment,
}: {
  open: boolean;
  onClose: () => void;
  equipment?: Equipment;
}) {
  const { t } = useTranslation();
  const save = equipmentApi.useSave();
  const properties = useQuery(lookups.properties());
  const [propertyId, setPropertyId] = useState(equipment?.propertyId ?? '');
  useEffect(() => {
    if (open) setPropertyId(equipment?.propertyId ?? '');
  }, [open, equipment]);
  const premises = useQuery(lookups.premises(propertyId || undefined));
  const label = (k: string) => t(`equipmentPages.fields.${k}`);
  const fields: FieldSpec[] = [
    {
      name: 'propertyId',
      label: label('property'),
      kind: 'select',
      required: true,
      emptyAs: 'omit',
      disabled: Boolean(equipment),
      options: (properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.address })),
    },
    {
      name: 'premisesId',
      label: label('premises'),
      kind: 'select',
      options: (premises.data?.items ?? []).map((p) => ({ value: p.id, label: p.designation })),
    },
    { name: 'name', label: label('name'), kind: 'text', required: true, emptyAs: 'empty' },
    { name: 'model', label: label('model'), kind: 'text' },
    { name: 'manufacturer', label: label('manufacturer'), kind: 'text' },
    { name: 'serialNumber', label: label('serialNumber'), kind: 'text' },
    { name: 'location', label: label('location'), kind: 'text' },
    { name: 'lastServiceDate', label: label('lastServiceDate'), kind: 'date' },
    { name: 'nextServiceDate', label: label('nextServiceDate'), kind: 'date' },
    { name: 'serviceNotes', label: label('serviceNotes'), kind: 'multiline' },
  ];
  const e = equipment;
  return (
    <EntityFormDialog
      open={open}
      onClose={onClose}
      title={t(e ? 'equipmentPages.editTitle' : 'equipmentPages.createTitle')}
      fields={fields}
      initial={{
        propertyId: e?.propertyId ?? '',
        premisesId: e?.premisesId ?? '',
        name: e?.name ?? '',
        model: e?.model ?? '',
        manufacturer: e?.manufacturer ?? '',
        serialNumber: e?.serialNumber ?? '',
        location: e?.location ?? '',
        lastServiceDate: e?.lastServiceDate ?? '',
        nextServiceDate: e?.nextServiceDate ?? '',
        serviceNotes: e?.serviceNotes ?? '',
      }}
      onValuesChange={(v) => setPropertyId(v.propertyId ?? '')}
      schema={e ? EquipmentUpdate : EquipmentCreate}
      onSubmit={(body) => save.mutateAsync({ id: e?.id, body })}
    />
  );
}
