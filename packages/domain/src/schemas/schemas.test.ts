import { describe, expect, it } from 'vitest';
import { profileUpdateInput, registerInput } from './auth';
import { taskCreateInput, taskUpdateInput } from './tasks';
import { gradeInput } from './submissions';
import { videoInput } from './videos';
import { aiGenerateInput } from './ai';
import { pageQuery } from './common';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registerInput', () => {
  it('refuses control, bidi and zero-width characters in a full name, and keeps real names', () => {
    const base = { email: 'a@b.uz', password: '123456', role: 'student' };
    const hidden = [
      'Dilnoza\n=2+2',
      'Ali\tVali',
      'Ali\u0000',
      'Ali\u007F',
      'Ali\u0085',
      ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
      ...['\u200E', '\u200F', '\u200B', '\u200C', '\u200D', '\uFEFF'],
    ].map((mark) => (mark.length === 1 ? `Ali${mark}avoN` : mark));
    for (const fullName of hidden) {
      const result = registerInput.safeParse({ ...base, fullName });
      expect(firstMessage(result), JSON.stringify(fullName)).toBe('fullNameCharacters');
      expect(profileUpdateInput.safeParse({ fullName, email: 'a@b.uz' }).success).toBe(false);
    }
    for (const fullName of ["G'ayrat O'ktamov", 'Gʻayrat Oʻktamov', 'Ғайрат Ўктамов', 'Анна-Мария', 'Zoë Nūr']) {
      expect(registerInput.safeParse({ ...base, fullName }).success, fullName).toBe(true);
    }
  });

  it('lower-cases the e-mail and accepts a valid sign-up', () => {
    const parsed = registerInput.parse({
      fullName: ' Aziza Karimova ',
      email: ' Aziza@Maktab.UZ ',
      password: 'secret1',
      role: 'student',
    });
    expect(parsed).toMatchObject({ fullName: 'Aziza Karimova', email: 'aziza@maktab.uz', role: 'student' });
  });
  it('gives the keys of the spec messages', () => {
    expect(
      firstMessage(registerInput.safeParse({ fullName: 'A', email: 'a@b.uz', password: '123', role: 'student' })),
    ).toBe('passwordMin');
    expect(
      firstMessage(registerInput.safeParse({ fullName: 'A', email: 'nope', password: '123456', role: 'student' })),
    ).toBe('emailInvalid');
    expect(
      firstMessage(registerInput.safeParse({ fullName: 'A', email: 'a@b.uz', password: '123456', role: 'admin' })),
    ).toBe('roleInvalid');
    expect(firstMessage(registerInput.safeParse({ email: 'a@b.uz', password: '123456', role: 'student' }))).toBe(
      'fullNameRequired',
    );
    expect(
      firstMessage(registerInput.safeParse({ fullName: 42, email: 'a@b.uz', password: '123456', role: 'student' })),
    ).toBe('invalidType');
  });
});

describe('profileUpdateInput', () => {
  it('needs the current password for a new one', () => {
    const result = profileUpdateInput.safeParse({ fullName: 'A', email: 'a@b.uz', newPassword: 'newpass1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['currentPassword'], message: 'currentPasswordRequired' });
    expect(
      profileUpdateInput.safeParse({ fullName: 'A', email: 'a@b.uz', newPassword: '', currentPassword: '' }).success,
    ).toBe(true);
  });
});

describe('task schemas', () => {
  it('needs the class a task goes into', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      firstMessage(taskCreateInput.safeParse({ title: 'abc', description: 'x'.repeat(10), deadline: tomorrow })),
    ).toBe('classRequired');
  });

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  it('checks title, description and a future deadline on create', () => {
    expect(
      taskCreateInput.safeParse({
        classId: 'c1',
        title: 'Kasrlar',
        description: 'Kasrlarni qo‘shish mashqlari',
        deadline: tomorrow,
      }).success,
    ).toBe(true);
    expect(
      firstMessage(
        taskCreateInput.safeParse({ classId: 'c1', title: '', description: 'x'.repeat(10), deadline: tomorrow }),
      ),
    ).toBe('titleRequired');
    expect(
      firstMessage(
        taskCreateInput.safeParse({ classId: 'c1', title: 'ab', description: 'x'.repeat(10), deadline: tomorrow }),
      ),
    ).toBe('titleMin');
    expect(
      firstMessage(
        taskCreateInput.safeParse({ classId: 'c1', title: 'abc', description: 'short', deadline: tomorrow }),
      ),
    ).toBe('descriptionMin');
    expect(firstMessage(taskCreateInput.safeParse({ classId: 'c1', title: 'abc', description: 'x'.repeat(10) }))).toBe(
      'deadlineRequired',
    );
    expect(
      firstMessage(
        taskCreateInput.safeParse({ classId: 'c1', title: 'abc', description: 'x'.repeat(10), deadline: 'soon' }),
      ),
    ).toBe('deadlineInvalid');
    expect(
      firstMessage(
        taskCreateInput.safeParse({
          classId: 'c1',
          title: 'abc',
          description: 'x'.repeat(10),
          deadline: '2000-01-01T00:00:00Z',
        }),
      ),
    ).toBe('deadlineFuture');
  });
  it('treats empty update fields as unchanged', () => {
    expect(taskUpdateInput.parse({ title: '', description: 'A longer description', removeFile: 'true' })).toEqual({
      description: 'A longer description',
      removeFile: true,
    });
  });
});

describe('gradeInput', () => {
  it('accepts 0..100 and refuses the rest', () => {
    expect(gradeInput.parse({ score: 92.55, feedback: ' Yaxshi ' })).toEqual({
      score: 92.6,
      feedback: 'Yaxshi',
      hold: false,
    });
    expect(gradeInput.parse({ score: 0, hold: true })).toEqual({ score: 0, feedback: '', hold: true });
    for (const score of [101, -1, 'abc', Number.NaN, null]) {
      expect(gradeInput.safeParse({ score }).success).toBe(false);
    }
    expect(firstMessage(gradeInput.safeParse({}))).toBe('scoreRequired');
    // By rubric the levels give the score: none is needed.
    const byRubric = gradeInput.parse({ rubric: [{ criterionId: 'mazmun', levelId: 'a' }] });
    expect(byRubric.score).toBeUndefined();
    expect(byRubric).toMatchObject({
      rubric: [{ criterionId: 'mazmun', levelId: 'a', comment: '' }],
    });
  });
});

describe('videoInput', () => {
  it('accepts YouTube links only and checks duration', () => {
    expect(
      videoInput.parse({
        classId: 'c1',
        title: 'Kasrlar',
        description: 'Dars',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        duration: '125',
        thumbnail: '',
      }),
    ).toMatchObject({ duration: 125 });
    expect(
      firstMessage(videoInput.safeParse({ classId: 'c1', title: 'a', description: 'b', url: 'https://vimeo.com/1' })),
    ).toBe('invalidYouTubeUrl');
    expect(firstMessage(videoInput.safeParse({ classId: 'c1', title: 'a', description: 'b', url: '' }))).toBe(
      'noVideoUrl',
    );
    expect(
      firstMessage(
        videoInput.safeParse({
          classId: 'c1',
          title: 'a',
          description: 'b',
          url: 'https://youtu.be/dQw4w9WgXcQ',
          duration: 0,
        }),
      ),
    ).toBe('durationMin');
  });
});

describe('aiGenerateInput', () => {
  it('needs a difficulty from the list', () => {
    expect(firstMessage(aiGenerateInput.safeParse({ subject: 'Algebra' }))).toBe('difficultyRequired');
    expect(firstMessage(aiGenerateInput.safeParse({ subject: 'Algebra', difficulty: 'hard' }))).toBe(
      'difficultyRequired',
    );
    expect(aiGenerateInput.safeParse({ subject: 'Algebra', difficulty: 'advanced' }).success).toBe(true);
  });
});

describe('pageQuery', () => {
  it('defaults and bounds page and limit', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageQuery.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
    expect(pageQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: 'abc' }).success).toBe(false);
  });
});
