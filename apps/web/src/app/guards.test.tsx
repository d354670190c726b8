import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@sinfxona/domain/schemas/auth';
import '@/shared/i18n/i18n';
import { useAuth } from '@/shared/auth/auth-store';
import { GuestOnly, RequireRole } from './guards';

const teacher: User = {
  _id: 't1',
  fullName: 'Anvar',
  email: 't@b.uz',
  username: null,
  role: 'teacher',
  mustChangePassword: false,
  active: true,
  createdAt: '',
  updatedAt: '',
};

function renderAt(path: string) {
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route
            path="/login"
            element={
              <GuestOnly>
                <p>login page</p>
              </GuestOnly>
            }
          />
          <Route
            path="/student/dashboard"
            element={
              <RequireRole role="student">
                <p>student area</p>
              </RequireRole>
            }
          />
          <Route
            path="/teacher/dashboard"
            element={
              <RequireRole role="teacher">
                <p>teacher area</p>
              </RequireRole>
            }
          />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('route guards (SPEC §2)', () => {
  afterEach(() => useAuth.getState().logout());

  it('sends a guest from a protected route to /login', () => {
    renderAt('/student/dashboard');
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('sends a user of the other role to their own dashboard', () => {
    useAuth.getState().signIn('token', teacher);
    renderAt('/student/dashboard');
    expect(screen.getByText('teacher area')).toBeInTheDocument();
  });

  it('keeps a signed-in user off the guest pages', () => {
    useAuth.getState().signIn('token', teacher);
    renderAt('/login');
    expect(screen.getByText('teacher area')).toBeInTheDocument();
  });

  it('waits for the current user while a stored token is checked', () => {
    useAuth.setState({ token: 'stored', user: null, isAuthenticated: true });
    renderAt('/teacher/dashboard');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('sends a user who logged out home, not to /login', () => {
    useAuth.getState().signIn('token', teacher);
    useAuth.getState().logout({ byUser: true });
    renderAt('/teacher/dashboard');
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
