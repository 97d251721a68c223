// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { LinkPanel } from './editing';

afterEach(cleanup);

function open() {
  const onInsert = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<LinkPanel onInsert={onInsert} onCancel={onCancel} />);
  const field = screen.getByRole('textbox', { name: 'Alamat tautan' });
  const type = (value: string) => {
    fireEvent.change(field, { target: { value } });
    // Submitted as Enter would: the panel's own check decides, not the field's type.
    const form = field.closest('form');
    if (form) fireEvent.submit(form);
  };
  return { onInsert, onCancel, field, type };
}

describe('LinkPanel', () => {
  it('starts at https:// and hands on a web or mail address, trimmed', () => {
    const { onInsert, field, type } = open();
    expect(field).toHaveProperty('value', 'https://');
    type('  https://pustaka.id/blog  ');
    type('mailto:halo@pustaka.id');
    expect(onInsert.mock.calls).toEqual([['https://pustaka.id/blog'], ['mailto:halo@pustaka.id']]);
  });

  it('refuses a script, a bare word and the untouched prefix', () => {
    const { onInsert, type } = open();
    type('javascript:alert(1)');
    type('pustaka');
    type('https://');
    expect(onInsert).not.toHaveBeenCalled();
  });

  it('offers the insert button as the submit of the panel', () => {
    open();
    expect(screen.getByRole('button', { name: 'Pasang tautan' })).toHaveProperty('type', 'submit');
  });

  it('closes without inserting on cancel', () => {
    const { onInsert, onCancel } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onInsert).not.toHaveBeenCalled();
  });
});
