import { EquipmentCreate, EquipmentPage, EquipmentUpdate } from '@app/contract';
import { plainResource, queryKeys } from '../../lib/queries';

export const equipmentRegister = {
  section: 'equipmentPages',
  title: 'nav.equipment',
  ...plainResource('/api/Equipment', EquipmentPage, [queryKeys.equipment]),
  schemas: { create: EquipmentCreate, edit: EquipmentUpdate },
};
