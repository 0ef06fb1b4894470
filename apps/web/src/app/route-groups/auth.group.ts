// Route group 'auth': login, registration and password recovery pages.
export { ForgetPage } from '../../features/auth/forget-page';
export { LoginPage } from '../../features/auth/login-page';
export { RegisterPage } from '../../features/auth/register-page';
