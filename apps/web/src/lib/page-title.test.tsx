import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n';
import { PageTitle, usePageTitle } from './page-title';

afterEach(cleanup);

function Errand({ name }: { name: string | null }) {
  usePageTitle(name);
  return null;
}

describe('tab titles', () => {
  it('name the page, then the app; a page may name itself more precisely while it is shown', async () => {
    await setLocale('sv');
    const { rerender } = render(
      <PageTitle titleKey="nav.errands">
        <span />
      </PageTitle>,
    );
    expect(document.title).toBe('Ärenden – Felanmälan');
    rerender(
      <PageTitle titleKey="nav.errand">
        <Errand name="#12 Droppande kran" />
      </PageTitle>,
    );
    expect(document.title).toBe('#12 Droppande kran – Felanmälan');
    rerender(
      <PageTitle titleKey="nav.errand">
        <Errand name={null} />
      </PageTitle>,
    );
    expect(document.title).toBe('Ärende – Felanmälan');
    await setLocale('en');
    rerender(
      <PageTitle titleKey="nav.errand">
        <span />
      </PageTitle>,
    );
    expect(document.title).toBe('Errand – Fault reporting');
    await setLocale('sv');
  });
});
