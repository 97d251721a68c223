// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxRequest } from '@/features/support/test/support-fixtures';
import { renderWithProviders } from '@/test/render-with-providers';
import { RequestMarks } from './support-badges';

afterEach(cleanup);

describe('a request’s marks', () => {
  it('shows priority, status, type and decision, then the promise of a first answer while open', () => {
    renderWithProviders(
      <RequestMarks
        request={inboxRequest(7, {
          priority: 'priority',
          status: 'open',
          type: 'premium_creator',
          premium_decision: 'pending',
          overdue: true,
        })}
      />,
    );
    expect(screen.getByTestId('priority-badge').textContent).toBe('Prioritas');
    expect(screen.getByText('Diproses')).toBeTruthy();
    expect(screen.getByText('Kreator Premium')).toBeTruthy();
    expect(screen.getByText('Menunggu keputusan')).toBeTruthy();
    expect(screen.getByTestId('response-promise').textContent).toMatch(/^Terlambat sejak /);
  });

  it('leaves out what a normal, undecided or closed request does not have', () => {
    renderWithProviders(<RequestMarks request={inboxRequest(7, { status: 'closed' })} />);
    expect(screen.getByText('Ditutup')).toBeTruthy();
    expect(screen.getByText('Pembayaran & pesanan')).toBeTruthy();
    expect(screen.queryByTestId('priority-badge')).toBeNull();
    expect(screen.queryByText('Menunggu keputusan')).toBeNull();
    expect(screen.queryByTestId('response-promise')).toBeNull();
  });
});
