import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/router/app-navigator';

/** Visitors: the built-in chat is for signed-in players; a clear way to sign in or register. */
export function ChatLoginPrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('supportChat');
  const go = (to: string) => {
    onClose();
    navigateTo(to);
  };
  return (
    <div
      data-testid="support-chat-login"
      className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-base font-bold text-text">{t('login.title')}</p>
      <p className="text-sm text-text-muted">{t('login.text')}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => go('/login')}
          className="h-10 rounded-full bg-primary px-5 text-sm font-semibold text-white"
        >
          {t('login.signIn')}
        </button>
        <button
          type="button"
          onClick={() => go('/register')}
          className="h-10 rounded-full border border-primary px-5 text-sm font-semibold text-primary"
        >
          {t('login.register')}
        </button>
      </div>
    </div>
  );
}
