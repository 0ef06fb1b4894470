// Route group 'auth': login, registration and password recovery pages. Login and recovery show the
// operator's w_login / w_forget banner groups (spec §2) beside the form.
import { ForgetPage as ForgetPageBase } from '../../features/accounts/forget-page';
import { LoginPage as LoginPageBase } from '../../features/accounts/login-page';
import { BannerArea } from '../../features/layout/components/banner/banner-area';
import { loadNamespaces } from '../../shared/i18n/i18n';

// The texts this module shows are a separate chunk, fetched with it.
await loadNamespaces(['register', 'recovery', 'oauth']);

export { RegisterPage } from '../../features/accounts/register-page';

export function LoginPage() {
  return <LoginPageBase banner={<BannerArea group="w_login" showNotices={false} />} />;
}

export function ForgetPage() {
  return <ForgetPageBase banner={<BannerArea group="w_forget" showNotices={false} />} />;
}
