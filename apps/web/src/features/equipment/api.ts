import { EquipmentPage } from '@app/contract';
import { listQuery, queryKeys, resourceMutations } from '../../lib/queries';

export const equipmentList = (query: string) =>
  listQuery(queryKeys.equipment, '/api/Equipment', EquipmentPage, query);

export const equipment = resourceMutations('/api/Equipment', [queryKeys.equipment]);
export const equipmentRegister = { section: 'equipmentPages', list: equipmentList, resource: equipment };
