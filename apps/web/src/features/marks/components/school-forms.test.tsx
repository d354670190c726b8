import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_GRADE_SCALE, type School } from '@sinfxona/domain/schemas/school';
import { api, HttpError } from '@/shared/api/client';
import { schoolKeys } from '@/shared/api/query-keys';
import { renderWithApp, testQueryClient } from '@/test/render';
import GradeScaleForm from './grade-scale-form';
import TermsForm from './terms-form';

const school: School = {
  name: 'Maktab',
  address: '',
  teacherSignup: 'open',
  gradeScale: DEFAULT_GRADE_SCALE,
  terms: [
    { name: '1-chorak', start: '2026-09-01', end: '2026-11-05' },
    { name: '2-chorak', start: '2026-11-06', end: '2026-12-31' },
  ],
};

function renderForm(form: React.ReactNode) {
  const client = testQueryClient();
  client.setQueryData(schoolKeys.all, school);
  return renderWithApp(form, { client });
}
const saved = (changes: Partial<School>) => ({
  data: { success: true, data: { school: { ...school, ...changes } } },
  status: 200,
  headers: {},
});

describe('the grade scale form', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens on the school's scale, refuses a scale out of order before sending, and saves a right one", async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => saved(body as Partial<School>));
    renderForm(<GradeScaleForm />);
    const fourFrom = screen.getByRole('textbox', { name: '2-qator eng kam bali' });
    expect(fourFrom).toHaveValue('71');
    await userEvent.clear(fourFrom);
    await userEvent.type(fourFrom, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Shkalani saqlash' }));
    expect(await screen.findByText(/Baholar yuqoridan pastga/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(fourFrom);
    await userEvent.type(fourFrom, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Shkalani saqlash' }));
    expect(await screen.findByText('Baholash shkalasi saqlandi')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/school', {
      gradeScale: [
        { mark: 5, min: 86 },
        { mark: 4, min: 75 },
        { mark: 3, min: 56 },
        { mark: 2, min: 0 },
      ],
    });
  });

  it("shows the server's refusal", async () => {
    vi.spyOn(api, 'put').mockRejectedValue(
      new HttpError('403', '/api/school', { status: 403, data: { success: false, message: "Ruxsat yo'q" } }),
    );
    renderForm(<GradeScaleForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Shkalani saqlash' }));
    expect(await screen.findByText("Ruxsat yo'q")).toBeInTheDocument();
  });
});

describe('the terms form', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses overlapping terms before sending, and saves terms in order', async () => {
    const put = vi.spyOn(api, 'put').mockImplementation(async (_url, body) => saved(body as Partial<School>));
    renderForm(<TermsForm />);
    const secondStart = screen.getByLabelText('2-chorak boshlanishi');
    expect(secondStart).toHaveValue('2026-11-06');
    await userEvent.clear(secondStart);
    await userEvent.type(secondStart, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Choraklarni saqlash' }));
    expect(await screen.findByText('Choraklar tartib bilan, bir-birini qoplamasdan kelishi kerak')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(secondStart);
    await userEvent.type(secondStart, '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Choraklarni saqlash' }));
    expect(await screen.findByText('Choraklar saqlandi')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/school', {
      terms: [school.terms[0], { name: '2-chorak', start: '2026-11-10', end: '2026-12-31' }],
    });
  });
});
