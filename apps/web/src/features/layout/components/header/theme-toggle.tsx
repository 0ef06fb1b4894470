import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../../shared/theme/theme';
import { Icon } from '../icons';

/** Light / dark switch (stored locally by the theme module). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-theme-current={theme}
      aria-label={t(`theme.${next}`)}
      title={t(`theme.${next}`)}
      onClick={toggle}
      className="grid size-7 shrink-0 place-items-center sm:size-8 rounded-full border border-border bg-surface-2 text-base text-text-muted transition hover:border-primary hover:text-primary"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
