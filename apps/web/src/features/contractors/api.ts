import { ContractorCreate, ContractorPage, ContractorUpdate } from '@app/contract';
import { plainResource, queryKeys } from '../../lib/queries';

export const contractorRegister = {
  section: 'contractorsPages',
  title: 'nav.contractors',
  ...plainResource('/api/contractors', ContractorPage, [queryKeys.contractors]),
  schemas: { create: ContractorCreate, edit: ContractorUpdate },
};
