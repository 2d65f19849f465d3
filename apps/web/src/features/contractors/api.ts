import { ContractorPage } from '@app/contract';
import { listQuery, queryKeys, resourceMutations } from '../../lib/queries';

export const contractorList = (query: string) =>
  listQuery(queryKeys.contractors, '/api/contractors', ContractorPage, query);

export const contractors = resourceMutations('/api/contractors', [queryKeys.contractors]);
export const contractorRegister = {
  section: 'contractorsPages',
  list: contractorList,
  resource: contractors,
};
