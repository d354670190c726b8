import type { Catalogue } from './catalogue';
import type { authUz } from './auth-uz';

/** English texts of sign-in and sign-up (keys mirror auth-uz.ts). */
export const authEn: Catalogue<typeof authUz> = {
  loginTitle: 'Sign in',
  loginSubtitle: 'No account yet?',
  registerLink: 'Register',
  registerTitle: 'Create an account',
  registerSubtitle: 'Already have an account?',
  loginLink: 'Sign in',
  email: 'Email',
  password: 'Password',
  fullName: 'Full name',
  role: 'Role',
  inviteCode: 'Teacher invite code',
  inviteCodeHint: 'The code from your school (if required)',
  submitLogin: 'Login',
  submitRegister: 'Register',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidResponse: 'Invalid response format',
  missingTokenOrUser: 'Invalid response: missing token or user data',
  noToken: 'No token available',
  missingRole: 'Invalid user data: missing role',
  welcome: 'Welcome, {{name}}!',
  loginPageTitle: 'Login',
  registerPageTitle: 'Register',
  roleStudent: 'Student',
  roleTeacher: 'Teacher',
  showPassword: 'Show',
  hidePassword: 'Hide',
};
