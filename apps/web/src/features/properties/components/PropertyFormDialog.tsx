import { type Property, propertyTypes } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EntityFormDialog, type FieldSpec } from '../../../components/EntityFormDialog';
import { enumOptions } from '../../../components/format';
import { type RecordFormProps, useRegisterForm } from '../../../components/RegisterPage';
import { useCurrentUser } from '../../../lib/auth';
import { lookups } from '../../../lib/queries';
import { propertyRegister } from '../api';

/**
 * Creates or edits a property; someone without an organisation of their own (an administrator)
 * also picks the organisation a new property belongs to.
 */
export function PropertyFormDialog({ open, onClose, row: property }: RecordFormProps<Property>) {
  const { t } = useTranslation();
  const picksOrganisation = useCurrentUser()?.organisationId === null && !property;
  const orgs = useQuery({ ...lookups.organisations(), enabled: open && picksOrganisation });
  const fields: FieldSpec[] = [
    ...(picksOrganisation
      ? [
          {
            name: 'organisationId',
            label: t('propertiesPages.fields.organisation'),
            kind: 'select' as const,
            required: true,
            options: (orgs.data?.items ?? []).map((o) => ({ value: o.id, label: o.name })),
          },
        ]
      : []),
    { name: 'address', label: t('propertiesPages.fields.address'), kind: 'text', required: true },
    {
      name: 'type',
      label: t('propertiesPages.fields.type'),
      kind: 'select',
      required: true,
      initial: 'Apartment',
      options: enumOptions(t, 'propertyType', propertyTypes),
    },
    { name: 'postalCode', label: t('propertiesPages.fields.postalCode'), kind: 'text', emptyAs: 'empty' },
    { name: 'city', label: t('propertiesPages.fields.city'), kind: 'text', emptyAs: 'empty' },
    { name: 'county', label: t('propertiesPages.fields.county'), kind: 'text', emptyAs: 'empty' },
    {
      name: 'country',
      label: t('propertiesPages.fields.country'),
      kind: 'text',
      emptyAs: 'empty',
      initial: 'Sverige',
    },
    { name: 'description', label: t('propertiesPages.fields.description'), kind: 'multiline' },
  ];
  const spec = useRegisterForm(propertyRegister, fields);
  return <EntityFormDialog open={open} onClose={onClose} row={property} spec={spec} />;
}
