import type { Equipment } from '@app/contract';
import { Box, Chip, FormControlLabel, Switch } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { todayIso, useFormat } from '../../../components/format';
import { useListParams } from '../../../components/list-params';
import { RegisterPage } from '../../../components/RegisterPage';
import { type Column, textColumn } from '../../../components/ResponsiveList';
import { useCurrentUser } from '../../../lib/auth';
import { lookups } from '../../../lib/queries';
import { PlaceSignButton } from '../../public-report';
import { equipmentRegister } from '../api';
import { EquipmentFormDialog } from '../components/EquipmentFormDialog';
import { EquipmentHistoryButton } from '../maintenance/EquipmentHistoryDialog';
import { ServiceDueCard } from '../maintenance/ServiceDueCard';

const sorts = ['name', 'nextServiceDate', '-lastServiceDate', 'manufacturer', '-created'] as const;

/** Equipment with its service dates; overdue service is marked. Tenants and contractors read. */
export default function EquipmentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const params = useListParams(['propertyId', 'serviceDueBefore'] as const, { sort: 'name' });
  const properties = useQuery(lookups.properties());
  const today = todayIso();
  const label = (k: string) => t(`equipmentPages.fields.${k}`);
  const address = (id: string) => properties.data?.items.find((p) => p.id === id)?.address ?? '';

  const columns: Column<Equipment>[] = [
    textColumn('name', label('name'), true),
    { key: 'property', label: label('property'), render: (e) => address(e.propertyId) },
    {
      key: 'make',
      label: label('makeModel'),
      render: (e) => [e.manufacturer, e.model].filter(Boolean).join(' '),
    },
    textColumn('location', label('location')),
    { key: 'last', label: label('lastServiceDate'), nowrap: true, render: (e) => f.date(e.lastServiceDate) },
    {
      key: 'next',
      label: label('nextServiceDate'),
      render: (e) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {f.date(e.nextServiceDate)}
          {e.nextServiceDate && e.nextServiceDate < today && (
            <Chip
              size="small"
              label={t('equipmentPages.overdue')}
              sx={{ bgcolor: '#b71c1c', color: '#fff' }}
            />
          )}
        </Box>
      ),
    },
  ];

  return (
    <RegisterPage
      register={equipmentRegister}
      params={params}
      columns={columns}
      filters={[
        {
          key: 'propertyId',
          label: label('property'),
          minWidth: 200,
          options: (properties.data?.items ?? []).map((p) => ({ value: p.id, label: p.address })),
        },
      ]}
      sorts={sorts}
      moreFilters={
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(params.filters.serviceDueBefore)}
              onChange={(e) => params.set({ serviceDueBefore: e.target.checked ? today : '' })}
            />
          }
          label={t('equipmentPages.onlyDue')}
        />
      }
      emptyBody={t('equipmentPages.emptyBody')}
      rowActions={(e) => (
        <>
          <EquipmentHistoryButton equipment={e} />
          {user?.can.writeProperties && (
            <PlaceSignButton place={{ kind: 'equipment', id: e.id, label: e.name }} />
          )}
        </>
      )}
      names={(e) => ({ name: e?.name ?? '' })}
      form={user?.can.writeProperties && ((props) => <EquipmentFormDialog {...props} />)}
    >
      {user?.can.manageReports && <ServiceDueCard />}
    </RegisterPage>
  );
}
