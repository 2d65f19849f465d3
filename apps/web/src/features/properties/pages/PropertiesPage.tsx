import { type Property, propertyTypes } from '@app/contract';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { enumOptions } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { RegisterPage } from '../../../components/RegisterPage';
import { type Column, textColumn } from '../../../components/ResponsiveList';
import { useCurrentUser } from '../../../lib/auth';
import { useRouteGroup } from '../../../lib/route-group';
import { PlaceSignButton } from '../../public-report';
import { propertyRegister } from '../api';
import { PremisesDialog } from '../components/PremisesDialog';
import { PropertyFormDialog } from '../components/PropertyFormDialog';

const sorts = ['address', '-address', 'city', 'type', '-created'] as const;

/** Properties with their premises; administrators and managers may change them, tenants read. */
export default function PropertiesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const group = useRouteGroup();
  const canWrite = Boolean(user?.can.writeProperties);
  // Those who manage only their own organisation's users reach that page from here.
  const usersLink = user?.can.manageOrganisationUsers && !user.can.manageAllUsers && group.has('users');
  const params = useListParams(['type'] as const, { sort: 'address' });
  const [premisesOf, setPremisesOf] = useState<Property | null>(null);
  const label = (k: string) => t(`propertiesPages.fields.${k}`);

  const columns: Column<Property>[] = [
    textColumn('address', label('address'), true),
    { key: 'type', label: label('type'), render: (p) => t(`enums.propertyType.${p.type}`) },
    ...(['postalCode', 'city', 'county'] as const).map((k) => textColumn<Property>(k, label(k))),
  ];

  return (
    <RegisterPage
      register={propertyRegister}
      params={params}
      columns={columns}
      filters={[
        {
          key: 'type',
          label: label('type'),
          minWidth: 160,
          options: enumOptions(t, 'propertyType', propertyTypes),
        },
      ]}
      sorts={sorts}
      emptyBody={t(canWrite ? 'propertiesPages.emptyBody' : 'propertiesPages.emptyTenant')}
      headerActions={
        usersLink ? (
          <Button variant="outlined" component={RouterLink} to={`${group.base}/users`}>
            {t('propertiesPages.usersAndInvites')}
          </Button>
        ) : undefined
      }
      rowActions={(p) => (
        <>
          <Button
            size="small"
            onClick={() => setPremisesOf(p)}
            aria-label={t('propertiesPages.premisesOf', { address: p.address })}
          >
            {t('propertiesPages.premisesButton')}
          </Button>
          {canWrite && <PlaceSignButton place={{ kind: 'property', id: p.id, label: p.address }} />}
        </>
      )}
      names={(p) => ({ address: p?.address ?? '' })}
      form={canWrite && ((props) => <PropertyFormDialog {...props} />)}
    >
      <PremisesDialog property={premisesOf} canWrite={canWrite} onClose={() => setPremisesOf(null)} />
    </RegisterPage>
  );
}
