import type { Catalogue } from './catalogue';
import type { authUz } from './auth-uz';

/** Russian texts of sign-in and sign-up (keys mirror auth-uz.ts). */
export const authRu: Catalogue<typeof authUz> = {
  loginTitle: 'Вход в систему',
  loginSubtitle: 'Нет аккаунта?',
  registerLink: 'Зарегистрируйтесь',
  registerTitle: 'Регистрация',
  registerSubtitle: 'Уже есть аккаунт?',
  loginLink: 'Войдите',
  email: 'Email',
  password: 'Пароль',
  fullName: 'Полное имя',
  role: 'Роль',
  inviteCode: 'Код приглашения учителя',
  inviteCodeHint: 'Код от администрации школы (если требуется)',
  submitLogin: 'Войти',
  submitRegister: 'Зарегистрироваться',
  loginFailed: 'Не удалось войти',
  registrationFailed: 'Не удалось зарегистрироваться',
  invalidResponse: 'Сервер вернул неверный ответ',
  missingTokenOrUser: 'В ответе нет токена или данных пользователя',
  noToken: 'Токен отсутствует',
  missingRole: 'В данных пользователя нет роли',
  welcome: 'Добро пожаловать, {{name}}!',
  loginPageTitle: 'Вход',
  registerPageTitle: 'Регистрация',
  roleStudent: 'Ученик',
  roleTeacher: 'Учитель',
  showPassword: 'Показать',
  hidePassword: 'Скрыть',
};
