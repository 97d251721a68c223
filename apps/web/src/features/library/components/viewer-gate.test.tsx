// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ViewerGate } from './viewer-frame';

const query = (over: Partial<Parameters<typeof ViewerGate<string>>[0]['query']> = {}) => ({
  data: undefined as string | undefined,
  error: null as unknown,
  isError: false,
  isFetchedAfterMount: true,
  refetch: vi.fn(async () => undefined),
  ...over,
});

const show = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
const content = (data: string) => <p data-testid="content">{data}</p>;

afterEach(cleanup);

describe('ViewerGate', () => {
  it('shows the content once it was fetched for this visit', () => {
    show(
      <ViewerGate productId={4} query={query({ data: 'album' })}>
        {content}
      </ViewerGate>,
    );
    expect(screen.getByTestId('content').textContent).toBe('album');
  });

  it('shows the skeleton while the content is missing or was cached from an earlier visit', () => {
    show(
      <ViewerGate productId={4} query={query({ data: 'album', isFetchedAfterMount: false })}>
        {content}
      </ViewerGate>,
    );
    expect(screen.getByTestId('viewer-loading')).toBeTruthy();
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('says not owned, with the extra part, and keeps a player on its data only when asked', () => {
    const error = new ApiError(403, 'NOT_OWNED', 'not owned');
    show(
      <ViewerGate
        productId={4}
        query={query({ data: 'album', isError: true, error })}
        errorExtra={<p>outline</p>}
      >
        {content}
      </ViewerGate>,
    );
    expect(screen.getByText('viewer.notOwned')).toBeTruthy();
    expect(screen.getByText('outline')).toBeTruthy();
    cleanup();
    show(
      <ViewerGate productId={4} query={query({ data: 'album', isError: true, error })} keepDataOnError>
        {content}
      </ViewerGate>,
    );
    expect(screen.getByTestId('content')).toBeTruthy();
  });

  it('asks for nothing on an address without a product', () => {
    show(
      <ViewerGate productId={Number.NaN} query={query()}>
        {content}
      </ViewerGate>,
    );
    expect(screen.getByText('viewer.notFoundText')).toBeTruthy();
  });
});
