import type { Role } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { pageFor } from './preload-route';

const opened = (path: string, roles?: Role[]) => {
  const found = pageFor(path, roles);
  return found && `${found.group.base} ${found.page.path} ${found.page.roles?.join() ?? ''}`.trim();
};

/** The page fetched ahead of the first render is the one the router will show. */
describe('the first page to fetch', () => {
  it('follows the path and, where a path has a page per role, the role', () => {
    expect(opened('/auth/login')).toBe('/auth login');
    expect(opened('/panel', ['PropertyManager'])).toBe('/panel  PropertyManager');
    expect(opened('/panel', ['PropertyTenant'])).toBe('/panel  PropertyTenant');
    expect(opened('/panel/errands', ['PropertyTenant'])).toBe('/panel errands');
    expect(opened('/admin/errands/1a2b/work-order', ['Admin'])).toBe('/admin errands/:id/work-order');
    expect(opened('/contractor', ['Contractor'])).toBe('/contractor');
    // Reporting without an account: no user needed.
    expect(opened('/r/K7P3QXM')).toBe('/r :code');
    expect(opened('/r/start')).toBe('/r start');
    expect(opened('/f/abc')).toBe('/f :token');
  });

  it('is the sign-in page for a signed-in group without a user, and none for an unknown path', () => {
    expect(opened('/panel/errands')).toBe('/auth login');
    expect(opened('/elsewhere', ['Admin'])).toBeUndefined();
    expect(opened('/panel/properties', ['PropertyTenant'])).toBeUndefined();
  });
});
