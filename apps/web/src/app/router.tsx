import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { areas, paths } from '@/shared/config/paths';
import { LoadingState } from '@/shared/ui/states';
import { GuestOnly, RequireRole } from './guards';
import { RootShell } from './root-shell';

// Each role's screens are their own chunks: a guest on / downloads none of them. A page of one feature
// lives in that feature; a page that combines several is composed in ./routes (features never import
// each other).
const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/register-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
const AppLayout = lazy(() => import('./layout/app-layout'));
const ClassGate = lazy(() => import('./class-gate'));
const StudentDashboard = lazy(() => import('./routes/student-dashboard-page'));
const StudentClasses = lazy(() => import('@/features/classes/student-classes-page'));
const StudentTasks = lazy(() => import('./routes/student-tasks-page'));
const StudentSubmissions = lazy(() => import('@/features/submissions/my-submissions-page'));
const Videos = lazy(() => import('@/features/videos/videos-page'));
const StudentAI = lazy(() => import('@/features/ai/student-ai-page'));
const Profile = lazy(() => import('./routes/profile-page'));
const TeacherDashboard = lazy(() => import('./routes/teacher-dashboard-page'));
const TeacherClasses = lazy(() => import('@/features/classes/teacher-classes-page'));
const TeacherClass = lazy(() => import('./routes/teacher-class-page'));
const TeacherTasks = lazy(() => import('@/features/tasks/teacher-tasks-page'));
const CreateTask = lazy(() => import('@/features/tasks/create-task-page'));
const TeacherSubmissions = lazy(() => import('./routes/teacher-submissions-page'));
const GradingQueue = lazy(() => import('@/features/submissions/grading-queue-page'));
const TeacherStudents = lazy(() => import('./routes/students-page'));
const TeacherAI = lazy(() => import('./routes/teacher-ai-page'));

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<LoadingState />}>
    <Component />
  </Suspense>
);

const { student, teacher } = paths;

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    children: [
      {
        path: paths.home.path,
        element: <GuestOnly>{page(LandingPage)}</GuestOnly>,
      },
      { path: paths.login.path, element: <GuestOnly>{page(LoginPage)}</GuestOnly> },
      { path: paths.register.path, element: <GuestOnly>{page(RegisterPage)}</GuestOnly> },
      {
        path: areas.student,
        element: <RequireRole role="student">{page(AppLayout)}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={student.dashboard.getHref()} replace /> },
          { path: student.classes.path, element: page(StudentClasses) },
          { path: student.ai.path, element: page(StudentAI) },
          { path: student.profile.path, element: page(Profile) },
          {
            // Screens of class work: a student in no class is asked to join one first.
            element: page(ClassGate),
            children: [
              { path: student.dashboard.path, element: page(StudentDashboard) },
              { path: student.tasks.path, element: page(StudentTasks) },
              { path: student.submissions.path, element: page(StudentSubmissions) },
              { path: student.videos.path, element: page(Videos) },
            ],
          },
        ],
      },
      {
        path: areas.teacher,
        element: <RequireRole role="teacher">{page(AppLayout)}</RequireRole>,
        children: [
          { index: true, element: <Navigate to={teacher.dashboard.getHref()} replace /> },
          { path: teacher.classes.path, element: page(TeacherClasses) },
          { path: teacher.class.path, element: page(TeacherClass) },
          { path: teacher.ai.path, element: page(TeacherAI) },
          { path: teacher.profile.path, element: page(Profile) },
          {
            // Screens of class work: a teacher with no class is asked to create one first.
            element: page(ClassGate),
            children: [
              { path: teacher.dashboard.path, element: page(TeacherDashboard) },
              { path: teacher.tasks.path, element: page(TeacherTasks) },
              { path: teacher.createTask.path, element: page(CreateTask) },
              { path: teacher.submissions.path, element: page(TeacherSubmissions) },
              { path: teacher.grading.path, element: page(GradingQueue) },
              { path: teacher.videos.path, element: page(Videos) },
              { path: teacher.students.path, element: page(TeacherStudents) },
            ],
          },
        ],
      },
      { path: paths.notFound.path, element: page(NotFoundPage) },
    ],
  },
]);
