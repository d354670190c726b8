import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from '@/shared/ui/states';
import LandingPage from '@/features/landing/landing-page';
import { GuestOnly, RequireRole } from './guards';
import { RootShell } from './root-shell';

// Each role's screens are their own chunks: a guest on / downloads none of them.
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/register-page'));
const NotFoundPage = lazy(() => import('@/features/not-found/not-found-page'));
const AppLayout = lazy(() => import('./layout/app-layout'));
const StudentDashboard = lazy(() => import('@/features/dashboard/student-dashboard-page'));
const StudentTasks = lazy(() => import('@/features/tasks/student-tasks-page'));
const StudentSubmissions = lazy(() => import('@/features/submissions/my-submissions-page'));
const Videos = lazy(() => import('@/features/videos/videos-page'));
const StudentAI = lazy(() => import('@/features/ai/student-ai-page'));
const Profile = lazy(() => import('@/features/profile/profile-page'));
const TeacherDashboard = lazy(() => import('@/features/dashboard/teacher-dashboard-page'));
const TeacherTasks = lazy(() => import('@/features/tasks/teacher-tasks-page'));
const CreateTask = lazy(() => import('@/features/tasks/create-task-page'));
const TeacherSubmissions = lazy(() => import('@/features/submissions/teacher-submissions-page'));
const TeacherStudents = lazy(() => import('@/features/students/students-page'));
const TeacherAI = lazy(() => import('@/features/ai/teacher-ai-page'));

const page = (Component: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<LoadingState />}>
    <Component />
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    children: [
      { path: '/', element: <GuestOnly><LandingPage /></GuestOnly> },
      { path: '/login', element: <GuestOnly>{page(LoginPage)}</GuestOnly> },
      { path: '/register', element: <GuestOnly>{page(RegisterPage)}</GuestOnly> },
      {
        path: '/student',
        element: <RequireRole role="student">{page(AppLayout)}</RequireRole>,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', element: page(StudentDashboard) },
          { path: 'tasks', element: page(StudentTasks) },
          { path: 'submissions', element: page(StudentSubmissions) },
          { path: 'videos', element: page(Videos) },
          { path: 'ai', element: page(StudentAI) },
          { path: 'profile', element: page(Profile) },
        ],
      },
      {
        path: '/teacher',
        element: <RequireRole role="teacher">{page(AppLayout)}</RequireRole>,
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'dashboard', element: page(TeacherDashboard) },
          { path: 'tasks', element: page(TeacherTasks) },
          { path: 'create-task', element: page(CreateTask) },
          { path: 'submissions', element: page(TeacherSubmissions) },
          { path: 'videos', element: page(Videos) },
          { path: 'students', element: page(TeacherStudents) },
          { path: 'ai', element: page(TeacherAI) },
          { path: 'profile', element: page(Profile) },
        ],
      },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
]);
