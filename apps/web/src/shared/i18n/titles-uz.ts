/**
 * The screens' titles in Uzbek (Latin) (the top bar, the tab). Their own module: the app's entry draws
 * the frame of the screen it opens on with them before the rest of the app has loaded.
 */
export const titlesUz = {
  home: 'Bosh sahifa',
  notFound: 'Sahifa topilmadi',
  StudentDashboard: 'Boshqaruv paneli',
  StudentTasks: 'Vazifalar',
  StudentSubmissions: 'Topshiriqlarim',
  StudentReportCard: 'Tabel',
  StudentVideos: 'Video darslar',
  StudentAI: 'AI yordamchi',
  StudentProfile: 'Profil',
  TeacherDashboard: 'Boshqaruv paneli',
  TeacherTasks: 'Vazifalar',
  TeacherCreateTask: 'Yangi vazifa',
  TeacherVideos: 'Video darslar',
  TeacherStudents: "O'quvchilar",
  TeacherAI: 'AI vazifa generatori',
  TeacherProfile: 'Profil',
  TeacherSubmissions: 'Topshiriqlar',
  StudentClasses: 'Sinflarim',
  TeacherClasses: 'Sinflar',
  TeacherClass: 'Sinf',
  TeacherGrading: 'Baholash navbati',
};
