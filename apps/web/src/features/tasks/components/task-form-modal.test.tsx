import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/shared/auth/auth-store';
import { useClassScopeStore } from '@/shared/classes/class-scope';
import { aTeacher, makeClass, renderWithApp, seedClasses, signInAs, testQueryClient } from '@/test/render';
import { TaskFormModal } from './task-form-modal';

const algebra = makeClass('c-algebra', '7-A Algebra');
const physics = makeClass('c-physics', '8-B Fizika');

async function openForm(classes = [algebra, physics], props: { classId?: string } = {}) {
  const client = testQueryClient();
  seedClasses(client, classes);
  renderWithApp(<TaskFormModal opened task={null} onClose={vi.fn()} {...props} />, { client });
  // The form is a chunk of its own, drawn inside the modal once loaded: the first test to open it
  // waits for its transform and imports (date picker, drop zone), seconds on a busy machine (the web project's tests may take 20 s).
  await screen.findByRole('button', { name: 'Saqlash' }, { timeout: 10_000 });
  return screen.getByRole('dialog');
}

const classField = () => screen.queryByRole('textbox', { name: 'Sinf' });

describe('the task form: a new task goes into a class', () => {
  afterEach(() => {
    useAuth.getState().logout();
    useClassScopeStore.setState({ byUser: {} });
  });

  it('starts on the only class when there is one', async () => {
    signInAs(aTeacher);
    await openForm([algebra]);
    expect(classField()).toHaveValue('7-A Algebra');
  });

  it("starts on the class page's class before the switcher's", async () => {
    signInAs(aTeacher);
    useClassScopeStore.getState().choose(aTeacher._id, algebra._id);
    await openForm([algebra, physics], { classId: physics._id });
    expect(classField()).toHaveValue('8-B Fizika');
  });

  it("starts on the switcher's class", async () => {
    signInAs(aTeacher);
    useClassScopeStore.getState().choose(aTeacher._id, physics._id);
    await openForm();
    expect(classField()).toHaveValue('8-B Fizika');
  });

  it('with several classes and all of them shown, asks the teacher to choose', async () => {
    signInAs(aTeacher);
    const dialog = await openForm();
    expect(classField()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(dialog).toHaveTextContent('Sinfni tanlang');
  });

  it('with no class yet, says so and offers to create one instead of a form that cannot save', async () => {
    signInAs(aTeacher);
    await openForm([]);
    expect(classField()).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("Hali sinfingiz yo'q");
    expect(screen.getByRole('link', { name: 'Sinf yaratish' })).toHaveAttribute('href', '/teacher/classes?new=1');
    expect(screen.getByRole('button', { name: 'Saqlash' })).toBeDisabled();
  });
});
