import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { sampleReport } from '../../../test/reports';
import { ReportList } from './ReportList';

const COVER = '00000000-0000-4000-8000-0000000000f1';
const onePhoto = {
  ...sampleReport({ id: '00000000-0000-4000-8000-0000000000b1', whatBroke: 'Leaking tap' }),
  photoCount: 1,
  coverFileId: COVER,
};
const threePhotos = {
  ...sampleReport({ id: '00000000-0000-4000-8000-0000000000b2', whatBroke: 'Broken window' }),
  photoCount: 3,
  coverFileId: '00000000-0000-4000-8000-0000000000f2',
};
const noPhotos = {
  ...sampleReport({ id: '00000000-0000-4000-8000-0000000000b3', whatBroke: 'Noisy fan' }),
  photoCount: 0,
  coverFileId: null,
};

afterEach(cleanup);

describe('report list thumbnails', () => {
  it('shows the first photo, lazily, and the count only with more than one; nothing without photos', () => {
    render(
      <MemoryRouter>
        <ReportList items={[onePhoto, threePhotos, noPhotos]} base="/manager" />
      </MemoryRouter>,
    );
    const row = (title: string) => screen.getByText(title).closest('tr')!;
    const img = within(row('Leaking tap')).getByRole('img', { name: i18n.t('attachments.ui.photo') });
    expect(img.getAttribute('src')).toBe(`/api/reports/${onePhoto.id}/files/${COVER}/thumbnail`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('40');
    expect(within(row('Leaking tap')).getByTestId('report-thumb').textContent).toBe('');

    const many = within(row('Broken window')).getByRole('img', {
      name: i18n.t('attachments.ui.listPhotos', { count: 3 }),
    });
    expect(many.getAttribute('src')).toContain(threePhotos.coverFileId);
    expect(within(row('Broken window')).getByTestId('report-thumb').textContent).toBe('3');

    expect(within(row('Noisy fan')).queryByTestId('report-thumb')).toBeNull();
    expect(within(row('Noisy fan')).queryByRole('img')).toBeNull();
  });
});
