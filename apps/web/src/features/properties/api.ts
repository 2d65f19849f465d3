import { PropertyCreate, PropertyPage, PropertyUpdate } from '@app/contract';
import { plainResource, queryKeys, resourceMutations } from '../../lib/queries';

/** A property change reaches its premises and equipment, and every picker listing them. */
const touched = [queryKeys.properties, queryKeys.premises, queryKeys.equipment] as const;
export const propertyRegister = {
  section: 'propertiesPages',
  title: 'nav.properties',
  ...plainResource('/api/properties', PropertyPage, touched),
  schemas: { create: PropertyCreate, edit: PropertyUpdate },
};
export const premises = resourceMutations('/api/Premises', touched);
