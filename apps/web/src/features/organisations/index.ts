// What other features may use of the organisations feature (the layering check holds them to it).
export { useCurrentOrganisation, useUpdateCurrentOrganisation } from './api';
