import { useTranslation } from 'react-i18next';
import { LoginPage } from '../features/auth/login-page';
import { TotpEnrolPage } from '../features/auth/totp-enrol-page';
import { useMe } from '../shared/api/me';
import { useToken } from '../shared/session/session';
import { ErrorText } from '../shared/ui/error-text';
import { AppRoutes } from './routes';
import { Shell } from './shell';

/**
 * Who sees what: no session → login; a session without TOTP → enrolment (the back office asks every operator
 * to enrol before anything else; the server enforces it too once the owner turns "TOTP required" on);
 * otherwise the shell with the screens the operator's role allows.
 */
export function AuthGate() {
  const { t } = useTranslation();
  const token = useToken();
  const me = useMe();
  if (!token) return <LoginPage />;
  if (me.isPending) return <p className="p-8 text-slate-500">{t('common.loading')}</p>;
  if (me.isError || !me.data) {
    return (
      <div className="p-8">
        <ErrorText error={me.error} />
      </div>
    );
  }
  if (!me.data.totpEnrolled) return <TotpEnrolPage me={me.data} />;
  return (
    <Shell me={me.data}>
      <AppRoutes me={me.data} />
    </Shell>
  );
}
