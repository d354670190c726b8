/**
 * The screens' titles in English (the top bar, the tab). Their own module: the app's entry draws
 * the frame of the screen it opens on with them before the rest of the app has loaded.
 */
export const titlesEn = {
  home: 'Home',
  notFound: 'Page not found',
  StudentDashboard: 'Dashboard',
  StudentTasks: 'Tasks',
  StudentSubmissions: 'My Submissions',
  StudentReportCard: 'Report card',
  StudentVideos: 'Video lessons',
  StudentAI: 'AI assistant',
  StudentProfile: 'Profile',
  TeacherDashboard: 'Dashboard',
  TeacherTasks: 'Tasks',
  TeacherCreateTask: 'New task',
  TeacherVideos: 'Video lessons',
  TeacherStudents: 'Students',
  TeacherAI: 'AI task generator',
  TeacherProfile: 'Profile',
  TeacherSubmissions: 'Submissions',
  StudentClasses: 'My classes',
  TeacherClasses: 'Classes',
  TeacherClass: 'Class',
  TeacherGrading: 'Grading queue',
};
