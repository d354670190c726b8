/**
 * The screens' titles in Russian (the top bar, the tab). Their own module: the app's entry draws
 * the frame of the screen it opens on with them before the rest of the app has loaded.
 */
export const titlesRu = {
  home: 'Главная',
  notFound: 'Страница не найдена',
  StudentDashboard: 'Панель управления',
  StudentTasks: 'Задания',
  StudentSubmissions: 'Мои работы',
  StudentReportCard: 'Табель',
  StudentVideos: 'Видеоуроки',
  StudentAI: 'ИИ-помощник',
  StudentProfile: 'Профиль',
  TeacherDashboard: 'Панель управления',
  TeacherTasks: 'Задания',
  TeacherCreateTask: 'Новое задание',
  TeacherVideos: 'Видеоуроки',
  TeacherStudents: 'Ученики',
  TeacherAI: 'ИИ-генератор заданий',
  TeacherProfile: 'Профиль',
  TeacherSubmissions: 'Работы',
  StudentClasses: 'Мои классы',
  TeacherClasses: 'Классы',
  TeacherClass: 'Класс',
  TeacherGrading: 'Очередь проверки',
};
