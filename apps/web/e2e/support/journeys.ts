import { resources } from '@app/i18n';
import { transitionsDone } from './browser';
import { createOrganisation, createUser, type RunningApp } from './index';

/** The Swedish catalogue: journeys find controls by the labels users read. */
export const sv = resources.sv;

/** An organisation with a property, two premises, equipment, a manager, a tenant in premises 1 and a plumber. */
export async function seedOrganisation(app: RunningApp) {
  const db = app.db;
  const org = await createOrganisation(db, { name: 'Brf Solgläntan' });
  const manager = await createUser(db, {
    role: 'PropertyManager',
    organisationId: org.id,
    name: 'Maja Förvaltare',
  });
  const tenant = await createUser(db, {
    role: 'PropertyTenant',
    organisationId: org.id,
    name: 'Tove Hyresgäst',
  });
  const contractor = await createUser(db, { role: 'Contractor', trade: 'plumber', name: 'Rör-Rolf AB' });
  const [property] = await db.query<{ id: string }>(
    `INSERT INTO properties (organisation_id, address, type, city, postal_code, county)
     VALUES ($1, 'Storgatan 12', 'Apartment', 'Uppsala', '753 20', 'Uppsala län') RETURNING id`,
    [org.id],
  );
  const [premises] = await db.query<{ id: string }>(
    `INSERT INTO premises (organisation_id, property_id, designation, floor, area_sqm)
     VALUES ($1, $2, 'Lgh 1102', 1, 64.5) RETURNING id`,
    [org.id, property!.id],
  );
  await db.query(
    `INSERT INTO premises (organisation_id, property_id, designation, floor, area_sqm)
     VALUES ($1, $2, 'Lgh 1201', 2, 48) RETURNING id`,
    [org.id, property!.id],
  );
  await db.query(`INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2)`, [
    premises!.id,
    tenant.id,
  ]);
  await db.query(
    `INSERT INTO equipment (organisation_id, property_id, name, manufacturer, model, last_service_date, next_service_date)
     VALUES ($1, $2, 'Värmepanna', 'NIBE', 'F1255', '2025-01-10', '2025-07-10'),
            ($1, $2, 'Hiss A', 'KONE', 'MonoSpace', '2026-03-01', '2027-03-01')`,
    [org.id, property!.id],
  );
  return { org, manager, tenant, contractor, propertyId: property!.id, premisesId: premises!.id };
}

/** Picks an option of an MUI select found by its label. */
export async function choose(page: import('playwright-core').Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Types a date or time into one of the app's pickers (components/dates) as a user does: the
 * digits in the site's order (Swedish 2024-05-01 as "20240501", a time "0800"), from the first
 * section on.
 */
export async function typeDate(
  scope: import('playwright-core').Page | import('playwright-core').Locator,
  label: string | RegExp,
  value: string,
) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(value.replace(/\D/g, ''));
}

/** Keeps a picture of each page when a journey fails, to see what the user saw. */
export function screenshotsOnFailure(pages: () => import('playwright-core').Page[], name: string) {
  return async () => {
    let i = 0;
    for (const page of pages()) {
      await page
        .screenshot({ path: `test-results/failures/${name}-${i++}.png`, fullPage: true })
        .catch(() => {});
    }
  };
}

/** Files errands through the real API as `who`, the way the form does. */
export async function fileReport(
  app: RunningApp,
  who: { token: string },
  body: Record<string, unknown>,
): Promise<{ id: string }> {
  return callApi(app, who, 'POST', '/api/reports', body) as Promise<{ id: string }>;
}

export async function callApi(
  app: RunningApp,
  who: { token: string },
  method: string,
  path: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const res = await fetch(app.url + path, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      origin: app.url,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Waits until a page has drawn its data: no spinner left and the network quiet. */
export async function settled(page: import('playwright-core').Page) {
  await page.locator('main h1, h1').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .locator('.MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
  // Transitions (chips, menus) finish before the picture or the next step, however long they take.
  await transitionsDone(page);
}
