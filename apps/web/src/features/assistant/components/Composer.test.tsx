import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next as i18n } from '../../../lib/i18n';
import { Composer } from './Composer';

afterEach(cleanup);

describe('Composer', () => {
  it('has a label of its own besides the placeholder, which goes once typing starts', () => {
    render(<Composer value="Kranen droppar" onChange={() => {}} onSend={() => {}} busy={false} />);
    const field = screen.getByLabelText(i18n.t('assistant.messageLabel'));
    expect(field.tagName).toBe('TEXTAREA');
    expect(field.getAttribute('placeholder')).toBe(i18n.t('assistant.placeholder'));
    // The name comes from the label element, not from an aria-label copy of the placeholder.
    expect(field.getAttribute('aria-label')).toBeNull();
    expect(screen.getByRole('textbox', { name: i18n.t('assistant.messageLabel') })).toBe(field);
  });
});
