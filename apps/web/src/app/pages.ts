import type { Role } from '@app/contract';
import type { ComponentType } from 'react';
import { signedInGroups } from '../lib/home';

type PageModule = () => Promise<{ default: ComponentType }>;

/** One page: where it is, what it shows, who may open it and its navigation entry. */
export interface PageDeclaration {
  /** The path under the group ('' is the group's start page). */
  path: string;
  page: PageModule;
  /** Only these of the group's roles (default: all of them); another role is sent to the group's start. */
  roles?: readonly Role[];
  /** Catalogue key of the navigation entry; none keeps the page out of the navigation. */
  nav?: string;
  /** Catalogue key of the browser tab's title when it is not the navigation entry's. */
  title?: string;
  /** A count shown beside the navigation entry. */
  badge?: NavBadge;
}

/** The counts a navigation entry may show: errands waiting for the manager. */
export type NavBadge = 'needsAction';

/** A route group: one URL prefix, the roles that may enter it and its pages, in navigation order. */
export interface GroupDeclaration {
  base: string;
  /** Who may enter; none means public pages (sign-in, reporting without an account). */
  roles?: readonly Role[];
  /** A public group whose pages need the app's catalogue (signed-in groups always load it). */
  appCatalogue?: boolean;
  pages: readonly PageDeclaration[];
}

const page = {
  dashboard: () => import('../features/dashboard/pages/DashboardPage'),
  reports: () => import('../features/reports/pages/ReportsPage'),
  report: () => import('../features/reports/pages/ReportDetailPage'),
  properties: () => import('../features/properties/pages/PropertiesPage'),
  equipment: () => import('../features/equipment/pages/EquipmentPage'),
  contractors: () => import('../features/contractors/pages/ContractorsPage'),
  users: () => import('../features/users/pages/UsersPage'),
  auditLog: () => import('../features/privacy/pages/AuditLogPage'),
  chat: () => import('../features/assistant/ChatAssistant'),
  settings: () => import('../features/settings/SettingsPage'),
  workOrder: () => import('../features/reports/workorder/WorkOrderPage'),
  needsAction: () => import('../features/needs-action/NeedsActionPage'),
} satisfies Record<string, PageModule>;

/**
 * Every page of the app, declared once (the URLs are fixed by docs/PRODUCT.md,
 * "Interface"). The router, the guards, each group's navigation and the
 * pages' own links (lib/route-group.ts) are derived from this list; who may
 * enter each signed-in group is in lib/home.ts.
 */
export const groups: readonly GroupDeclaration[] = [
  {
    base: '/auth',
    pages: [
      { path: 'login', page: () => import('../features/auth/pages/LoginPage'), nav: 'nav.login' },
      {
        path: 'create-account',
        page: () => import('../features/auth/pages/CreateAccountPage'),
        title: 'authPages.createAccount.title',
      },
      {
        path: 'forgot-password',
        page: () => import('../features/auth/pages/ForgotPasswordPage'),
        nav: 'nav.forgotPassword',
      },
      {
        path: 'reset-password',
        page: () => import('../features/auth/pages/ResetPasswordPage'),
        title: 'authPages.reset.title',
      },
      {
        path: 'email-changed',
        page: () => import('../features/auth/pages/EmailChangedPage'),
        title: 'authPages.emailChanged.title',
      },
      {
        path: 'unsubscribe',
        page: () => import('../features/auth/pages/UnsubscribePage'),
        title: 'notifications.unsubscribe.heading',
      },
    ],
  },
  // Reporting without an account (docs/decisions/0041): a sign's QR code opens /r/<code>;
  // the sign tells those who cannot scan to go to /r and type the code.
  {
    base: '/r',
    appCatalogue: true,
    pages: [
      {
        path: 'start',
        page: () => import('../features/public-report/pages/EnterCodePage'),
        title: 'publicReport.page.enterTitle',
      },
      {
        path: ':code',
        page: () => import('../features/public-report/pages/PublicReportPage'),
        title: 'publicReport.page.reportTitle',
      },
    ],
  },
  {
    base: '/f',
    appCatalogue: true,
    pages: [
      {
        path: ':token',
        page: () => import('../features/public-report/pages/FollowPage'),
        title: 'publicReport.follow.title',
      },
    ],
  },
  // An outside contractor's work-order link (docs/decisions/0047): one errand, no account.
  {
    base: '/w',
    appCatalogue: true,
    pages: [
      {
        path: ':token',
        page: () => import('../features/public-report/pages/WorkOrderPage'),
        title: 'publicReport.workOrder.title',
      },
    ],
  },
  {
    ...signedInGroups.admin,
    pages: [
      { path: '', page: page.dashboard, nav: 'nav.overview' },
      { path: 'needs-action', page: page.needsAction, nav: 'nav.needsAction', badge: 'needsAction' },
      { path: 'errands', page: page.reports, nav: 'nav.errands' },
      { path: 'errands/:id', page: page.report, title: 'nav.errand' },
      { path: 'errands/:id/work-order', page: page.workOrder, title: 'workOrder.title' },
      { path: 'properties', page: page.properties, nav: 'nav.properties' },
      { path: 'equipment', page: page.equipment, nav: 'nav.equipment' },
      { path: 'contractors', page: page.contractors, nav: 'nav.contractors' },
      {
        path: 'organisations',
        page: () => import('../features/organisations/pages/OrganisationsPage'),
        nav: 'adminPages.nav.organisations',
      },
      { path: 'users', page: page.users, nav: 'adminPages.nav.users' },
      { path: 'audit-log', page: page.auditLog, nav: 'privacy.audit.title' },
      { path: 'chat-assistant', page: page.chat, nav: 'nav.chatAssistant' },
      { path: 'settings', page: page.settings, nav: 'nav.settings' },
    ],
  },
  {
    ...signedInGroups.contractor,
    pages: [
      {
        path: '',
        page: () => import('../features/dashboard/pages/ContractorOverviewPage'),
        nav: 'nav.overview',
      },
      { path: 'errands', page: page.reports, nav: 'nav.errands' },
      { path: 'errands/:id', page: page.report, title: 'nav.errand' },
      { path: 'errands/:id/work-order', page: page.workOrder, title: 'workOrder.title' },
      { path: 'settings', page: page.settings, nav: 'nav.settings' },
    ],
  },
  {
    ...signedInGroups.panel,
    pages: [
      { path: '', page: page.dashboard, roles: ['PropertyManager'], nav: 'nav.overview' },
      {
        path: '',
        page: () => import('../features/dashboard/pages/TenantOverviewPage'),
        roles: ['PropertyTenant'],
        nav: 'nav.overview',
      },
      {
        path: 'needs-action',
        page: page.needsAction,
        roles: ['PropertyManager'],
        nav: 'nav.needsAction',
        badge: 'needsAction',
      },
      { path: 'errands', page: page.reports, nav: 'nav.errands' },
      { path: 'errands/:id', page: page.report, title: 'nav.errand' },
      // Work orders are for those who send out or do the work, not for tenants.
      {
        path: 'errands/:id/work-order',
        page: page.workOrder,
        roles: ['PropertyManager'],
        title: 'workOrder.title',
      },
      // The register is the manager's to keep (docs/PRODUCT.md, "Roles"): a tenant reads only their
      // own property, equipment and contractors, and meets them on their errands, not as pages.
      { path: 'properties', page: page.properties, roles: ['PropertyManager'], nav: 'nav.properties' },
      { path: 'equipment', page: page.equipment, roles: ['PropertyManager'], nav: 'nav.equipment' },
      { path: 'contractors', page: page.contractors, roles: ['PropertyManager'], nav: 'nav.contractors' },
      { path: 'users', page: page.users, roles: ['PropertyManager'], nav: 'adminPages.nav.users' },
      { path: 'audit-log', page: page.auditLog, roles: ['PropertyManager'], nav: 'privacy.audit.title' },
      { path: 'chat-assistant', page: page.chat, nav: 'nav.chatAssistant' },
      { path: 'settings', page: page.settings, nav: 'nav.settings' },
    ],
  },
];

/** Whether `roles` may open a page of `group` (a page's own roles narrow the group's). */
export function mayOpen(group: GroupDeclaration, p: PageDeclaration, roles: readonly Role[]): boolean {
  const allowed = p.roles ?? group.roles;
  return !allowed || roles.some((r) => allowed.includes(r));
}

/** The group's pages this user may open, one per path (the first declared wins). */
export function pagesFor(group: GroupDeclaration, roles: readonly Role[]): PageDeclaration[] {
  const seen = new Set<string>();
  return group.pages.filter((p) => {
    if (seen.has(p.path) || !mayOpen(group, p, roles)) return false;
    seen.add(p.path);
    return true;
  });
}

/** A navigation entry: where it goes and the catalogue key of its label. */
export interface NavItem {
  to: string;
  labelKey: string;
  badge?: NavBadge;
}

/** The group's navigation for this user, in declaration order. */
export function navFor(group: GroupDeclaration, roles: readonly Role[]): NavItem[] {
  return pagesFor(group, roles).flatMap((p) =>
    p.nav
      ? [
          {
            to: p.path ? `${group.base}/${p.path}` : group.base,
            labelKey: p.nav,
            ...(p.badge && { badge: p.badge }),
          },
        ]
      : [],
  );
}
