import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/i18n';
import { HttpError } from '@/shared/api/http';
import { QueryView } from './states';

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const query = (state: Partial<{ isPending: boolean; isError: boolean; error: unknown; data: string[] }>) => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

describe('QueryView', () => {
  it('shows a loading status while the query is pending', () => {
    wrap(
      <QueryView query={query({ isPending: true })} errorMessage="failed">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('list')).not.toBeInTheDocument();
  });

  it('shows the error with a Retry that refetches', async () => {
    const failed = query({ isError: true });
    wrap(
      <QueryView query={failed} errorMessage="Could not load">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says "not found" for a 404, with no Retry that cannot help', () => {
    const gone = query({
      isError: true,
      error: new HttpError('Request failed with status 404', '/api/tasks/x', { status: 404, data: {} }),
    });
    wrap(
      <QueryView query={gone} errorMessage="Could not load">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Topilmadi');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Could not load');
    expect(screen.queryByRole('button', { name: 'Qayta urinish' })).not.toBeInTheDocument();
  });

  it("says the server's own words for a 404 when it gave them", () => {
    const gone = query({
      isError: true,
      error: new HttpError('Request failed with status 404', '/api/tasks/x', {
        status: 404,
        data: { success: false, code: 'NOT_FOUND', message: 'Vazifa topilmadi' },
      }),
    });
    wrap(
      <QueryView query={gone} errorMessage="Could not load">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Vazifa topilmadi');
    expect(screen.queryByRole('button', { name: 'Qayta urinish' })).not.toBeInTheDocument();
  });

  it('keeps Retry for a server error', () => {
    const failed = query({
      isError: true,
      error: new HttpError('Request failed with status 500', '/api/tasks', { status: 500, data: {} }),
    });
    wrap(
      <QueryView query={failed} errorMessage="Could not load">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
  });

  it('shows the empty message, else the children, which may read the data', () => {
    const { unmount } = wrap(
      <QueryView query={query({ data: [] })} errorMessage="failed" empty emptyMessage="Nothing yet">
        <p>list</p>
      </QueryView>,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    wrap(
      <QueryView query={query({ data: ['a', 'b'] })} errorMessage="failed">
        {(data) => <p>{data.join(', ')}</p>}
      </QueryView>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
});
