import { describe, expect, it } from 'vitest';
import { mayManageUser, userCapabilities, userListOrganisation } from './users.policy';

const admin = { id: 'a', role: 'Admin' as const, organisationId: null, contractorId: null };
const manager = { id: 'm', role: 'PropertyManager' as const, organisationId: 'org-1', contractorId: null };
const tenant = { id: 't', role: 'PropertyTenant' as const, organisationId: 'org-1', contractorId: null };
const contractor = { id: 'c', role: 'Contractor' as const, organisationId: null, contractorId: 'k1' };

describe('users policy', () => {
  it('limits user lists to the manager’s organisation; admins choose', () => {
    expect(userListOrganisation(admin, undefined)).toBeUndefined();
    expect(userListOrganisation(admin, 'org-2')).toBe('org-2');
    expect(userListOrganisation(manager, 'org-2')).toBe('org-1');
  });

  it('lets managers manage only their organisation’s managers and tenants', () => {
    expect(mayManageUser(admin, { organisationId: null, role: 'Contractor' })).toBe(true);
    expect(mayManageUser(manager, { organisationId: 'org-1', role: 'PropertyTenant' })).toBe(true);
    expect(mayManageUser(manager, { organisationId: 'org-1', role: 'PropertyManager' })).toBe(true);
    expect(mayManageUser(manager, { organisationId: 'org-2', role: 'PropertyTenant' })).toBe(false);
    expect(mayManageUser(manager, { organisationId: null, role: 'Admin' })).toBe(false);
  });

  it('tells the client what each role may do', () => {
    expect(userCapabilities(admin)).toEqual({
      createReport: true,
      writeProperties: true,
      writeContractors: true,
      manageAllUsers: true,
      manageOrganisationUsers: false,
      editReportLanguage: false,
      readContractorStats: true,
      manageReports: true,
      readJobQueue: true,
      readAuditLog: true,
      chooseNewReportsLevel: false,
      hearArrivals: false,
      reportAtRentedPremises: false,
      manageIntegrations: false,
    });
    expect(userCapabilities(manager)).toEqual({
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
    });
    expect(userCapabilities(tenant)).toEqual({
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
    });
    expect(userCapabilities(contractor).createReport).toBe(false);
    expect(userCapabilities(contractor).readContractorStats).toBe(true);
    expect(userCapabilities(contractor).manageReports).toBe(false);
    expect(userCapabilities(contractor).hearArrivals).toBe(true);
    expect(userCapabilities(contractor).chooseNewReportsLevel).toBe(false);
    expect(userCapabilities(contractor).readJobQueue).toBe(false);
    expect(userCapabilities(contractor).reportAtRentedPremises).toBe(false);
  });
});
