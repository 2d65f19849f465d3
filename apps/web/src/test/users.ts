import type { CurrentUser, Role, UserCapabilities } from '@app/contract';

/** What each role may do, as the server answers it (its policies decide; these are fixtures). */
const capabilities: Record<Role, UserCapabilities> = {
  Admin: {
    createReport: true,
    writeProperties: true,
    writeContractors: true,
    manageAllUsers: true,
    // Administrators belong to no organisation; manageAllUsers covers them.
    manageOrganisationUsers: false,
    editReportLanguage: true,
    readContractorStats: true,
    manageReports: true,
    readJobQueue: true,
    readAuditLog: true,
    chooseNewReportsLevel: false,
    hearArrivals: false,
    reportAtRentedPremises: false,
    manageIntegrations: false,
  },
  PropertyManager: {
    createReport: true,
    writeProperties: true,
    writeContractors: false,
    manageAllUsers: false,
    manageOrganisationUsers: true,
    editReportLanguage: true,
    readContractorStats: true,
    manageReports: true,
    readJobQueue: false,
    readAuditLog: true,
    chooseNewReportsLevel: true,
    hearArrivals: true,
    reportAtRentedPremises: false,
    manageIntegrations: true,
  },
  PropertyTenant: {
    createReport: true,
    writeProperties: false,
    writeContractors: false,
    manageAllUsers: false,
    manageOrganisationUsers: false,
    editReportLanguage: false,
    readContractorStats: false,
    manageReports: false,
    readJobQueue: false,
    readAuditLog: false,
    chooseNewReportsLevel: false,
    hearArrivals: false,
    reportAtRentedPremises: true,
    manageIntegrations: false,
  },
  Contractor: {
    createReport: false,
    writeProperties: false,
    writeContractors: false,
    manageAllUsers: false,
    manageOrganisationUsers: false,
    editReportLanguage: false,
    readContractorStats: true,
    manageReports: false,
    readJobQueue: false,
    readAuditLog: false,
    chooseNewReportsLevel: false,
    hearArrivals: true,
    reportAtRentedPremises: false,
    manageIntegrations: false,
  },
};

/** A stored user of the given role, as login answers it. */
export function storedUser(role: Role): CurrentUser {
  const orgRole = role === 'PropertyManager' || role === 'PropertyTenant';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    userName: `${role.toLowerCase()}@example.test`,
    email: `${role.toLowerCase()}@example.test`,
    name: `Test ${role}`,
    phone: null,
    roles: [role],
    metadata: {},
    organisationId: orgRole ? '00000000-0000-4000-8000-000000000002' : null,
    contractorId: null,
    locale: 'sv',
    can: capabilities[role],
  };
}
