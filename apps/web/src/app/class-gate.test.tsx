import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScopeStore } from '@/shared/classes/class-scope';
import { aStudent, aTeacher, makeClass, renderWithApp, seedClasses, signInAs, testQueryClient } from '@/test/render';
import ClassGate from './class-gate';
import { ClassSwitcher } from './layout/class-switcher';

function renderGate(classes: ReturnType<typeof makeClass>[]) {
  const client = testQueryClient();
  seedClasses(client, classes);
  renderWithApp(
    <Routes>
      <Route element={<ClassGate />}>
        <Route path="/" element={<p>the page</p>} />
      </Route>
    </Routes>,
    { client },
  );
}

describe('the class gate', () => {
  afterEach(() => useAuth.getState().logout());

  it('lets a user with a class through to the page', () => {
    signInAs(aStudent);
    renderGate([makeClass('c1', '7-A Algebra')]);
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('asks a teacher with no class to create the first one, not an empty dashboard', async () => {
    signInAs(aTeacher);
    renderGate([]);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    // The first-class forms are a chunk of their own, drawn once it has loaded.
    const call = await screen.findByTestId('no-class');
    expect(call).toHaveTextContent("Sizda hali sinf yo'q");
    expect(within(call).getByRole('button', { name: 'Birinchi sinfni yaratish' })).toBeInTheDocument();
  });

  it('asks a student with no class to join one with the code from their teacher', async () => {
    signInAs(aStudent);
    renderGate([]);
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
    expect(await screen.findByTestId('no-class')).toHaveTextContent("Sinfga qo'shiling");
    expect(screen.getByRole('textbox', { name: 'Sinf kodi' })).toBeInTheDocument();
  });
});

describe('the class switcher', () => {
  afterEach(() => {
    useAuth.getState().logout();
    useClassScopeStore.setState({ byUser: {} });
  });

  it('is not shown with a single class: there is nothing to choose', () => {
    signInAs(aTeacher);
    const client = testQueryClient();
    seedClasses(client, [makeClass('c1', '7-A Algebra')]);
    renderWithApp(<ClassSwitcher />, { client });
    expect(screen.queryByRole('combobox', { name: "Ko'rsatiladigan sinf" })).not.toBeInTheDocument();
  });

  it('offers all my classes or one, and remembers the choice for this user', async () => {
    signInAs(aTeacher);
    const client = testQueryClient();
    seedClasses(client, [makeClass('c1', '7-A Algebra'), makeClass('c2', '8-B Fizika')]);
    renderWithApp(<ClassSwitcher />, { client });
    const switcher = screen.getByRole('combobox', { name: "Ko'rsatiladigan sinf" });
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'Barcha sinflarim' }).selected).toBe(true);

    await userEvent.selectOptions(switcher, '8-B Fizika');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: '8-B Fizika' }).selected).toBe(true);
    expect(useClassScopeStore.getState().byUser).toEqual({ [aTeacher._id]: 'c2' });

    await userEvent.selectOptions(switcher, 'Barcha sinflarim');
    expect(useClassScopeStore.getState().byUser).toEqual({});
  });
});
