import { PropertyPage } from '@app/contract';
import { listQuery, queryKeys, resourceMutations } from '../../lib/queries';

export const propertyList = (query: string) =>
  listQuery(queryKeys.properties, '/api/properties', PropertyPage, query);

/** A property change reaches its premises and equipment, and every picker listing them. */
const touched = [queryKeys.properties, queryKeys.premises, queryKeys.equipment];
export const properties = resourceMutations('/api/properties', touched);
export const premises = resourceMutations('/api/Premises', touched);
export const propertyRegister = { section: 'propertiesPages', list: propertyList, resource: properties };
