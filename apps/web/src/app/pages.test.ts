import type { Role } from '@app/contract';
import { resources } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { homeFor } from '../lib/home';
import { groups, navFor, pagesFor } from './pages';

const urls = (roles: Role[]) =>
  groups
    .filter((g) => g.roles?.some((r) => roles.includes(r)))
    .flatMap((g) => pagesFor(g, roles).map((p) => (p.path ? `${g.base}/${p.path}` : g.base)));
const nav = (base: string, roles: Role[]) =>
  navFor(groups.find((g) => g.base === base)!, roles).map((n) => `${n.to} ${n.labelKey}`);

/** The URLs are fixed by the product (docs/PRODUCT.md, "Interface"): the declarations keep them. */
describe('page declarations', () => {
  it('give each role the pages and navigation it had', () => {
    // The to-do list ("Att göra") is for the staff, with its count in the navigation.
    const badged = groups.flatMap((g) => navFor(g, ['Admin', 'PropertyManager']).filter((n) => n.badge));
    expect(badged.map((n) => `${n.to} ${n.badge}`)).toEqual([
      '/admin/needs-action needsAction',
      '/panel/needs-action needsAction',
    ]);
    const common = [
      'errands',
      'errands/:id',
      'errands/:id/work-order',
      'properties',
      'equipment',
      'contractors',
    ];
    expect(urls(['Admin'])).toEqual(
      [
        '',
        'needs-action',
        ...common,
        'organisations',
        'users',
        'audit-log',
        'chat-assistant',
        'settings',
      ].map((p) => (p ? `/admin/${p}` : '/admin')),
    );
    const panel = ['', 'needs-action', ...common, 'users', 'audit-log', 'chat-assistant', 'settings'];
    expect(urls(['PropertyManager'])).toEqual(panel.map((p) => (p ? `/panel/${p}` : '/panel')));
    // The register (properties, equipment, contractors, users) is the manager's.
    expect(urls(['PropertyTenant'])).toEqual(
      ['', 'errands', 'errands/:id', 'chat-assistant', 'settings'].map((p) => (p ? `/panel/${p}` : '/panel')),
    );
    expect(urls(['Contractor'])).toEqual([
      '/contractor',
      '/contractor/errands',
      '/contractor/errands/:id',
      '/contractor/errands/:id/work-order',
      '/contractor/settings',
    ]);
    expect(nav('/admin', ['Admin'])).toEqual([
      '/admin nav.overview',
      '/admin/needs-action nav.needsAction',
      '/admin/errands nav.errands',
      '/admin/properties nav.properties',
      '/admin/equipment nav.equipment',
      '/admin/contractors nav.contractors',
      '/admin/organisations adminPages.nav.organisations',
      '/admin/users adminPages.nav.users',
      '/admin/audit-log privacy.audit.title',
      '/admin/chat-assistant nav.chatAssistant',
      '/admin/settings nav.settings',
    ]);
    expect(nav('/panel', ['PropertyManager'])).toEqual([
      '/panel nav.overview',
      '/panel/needs-action nav.needsAction',
      '/panel/errands nav.errands',
      '/panel/properties nav.properties',
      '/panel/equipment nav.equipment',
      '/panel/contractors nav.contractors',
      '/panel/users adminPages.nav.users',
      '/panel/audit-log privacy.audit.title',
      '/panel/chat-assistant nav.chatAssistant',
      '/panel/settings nav.settings',
    ]);
    expect(nav('/panel', ['PropertyTenant'])).toEqual([
      '/panel nav.overview',
      '/panel/errands nav.errands',
      '/panel/chat-assistant nav.chatAssistant',
      '/panel/settings nav.settings',
    ]);
    expect(nav('/contractor', ['Contractor'])).toEqual([
      '/contractor nav.overview',
      '/contractor/errands nav.errands',
      '/contractor/settings nav.settings',
    ]);
    expect(nav('/auth', [])).toEqual(['/auth/login nav.login', '/auth/forgot-password nav.forgotPassword']);
  });

  it('send each role home', () => {
    expect(homeFor(['Admin'])).toBe('/admin');
    expect(homeFor(['Contractor', 'PropertyManager'])).toBe('/contractor');
    expect(homeFor(['PropertyTenant'])).toBe('/panel');
    expect(homeFor([])).toBe('/auth/login');
  });

  it('show the manager the dashboard and the tenant their overview at /panel', () => {
    const panel = groups.find((g) => g.base === '/panel')!;
    const start = (role: Role) => pagesFor(panel, [role]).find((p) => p.path === '')!.page;
    expect(start('PropertyManager')).not.toBe(start('PropertyTenant'));
  });

  it('give every page a tab title of its own in both languages (WCAG 2.4.2)', () => {
    const lookup = (catalogue: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    for (const group of groups)
      for (const p of group.pages) {
        const key = p.title ?? p.nav;
        expect(key, `${group.base}/${p.path}`).toBeTruthy();
        for (const locale of ['sv', 'en'] as const)
          expect(typeof lookup(resources[locale], key!), `${locale} ${key}`).toBe('string');
      }
  });
});
