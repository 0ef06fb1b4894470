import { useTranslation } from 'react-i18next';
import { i18next } from '../../../shared/i18n/i18n';
import { useHelpCenter } from '../../../shared/system/system-hooks';
import { openModal } from '../../../shared/ui/modal';
import { SkeletonText } from '../../../shared/ui/skeleton';
import { withoutRepeatedTitle } from '../lib/article';
import { findTermsArticle } from '../lib/terms';
import { ArticleHtml } from './article-html';

/** Body of the terms modal: the help centre's terms article (spec §2, /help#term). */
export function TermsModalContent() {
  const { t } = useTranslation('help');
  const { data, isPending, isError, refetch } = useHelpCenter();
  if (isPending) return <SkeletonText lines={8} className="py-2" />;
  const article = findTermsArticle(data);
  if (isError || !article) {
    return (
      <div className="py-6 text-center text-sm text-text-muted" data-testid="terms-unavailable">
        <p>{t('terms.unavailable')}</p>
        {isError ? (
          <button type="button" className="mt-3 font-semibold text-primary underline" onClick={() => void refetch()}>
            {t('common:retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div data-testid="terms-content" className="max-h-[65vh] overflow-y-auto pr-1">
      <ArticleHtml html={withoutRepeatedTitle(article.html, article.title)} className="text-sm leading-6" />
    </div>
  );
}

/** Opens the terms and conditions in the generic modal; returns the modal id. */
export function openTermsModal(onClose?: () => void): string {
  return openModal({
    title: i18next.t('help:terms.title'),
    width: 760,
    height: 420,
    content: <TermsModalContent />,
    buttons: [{ label: i18next.t('help:terms.accept'), variant: 'primary' }],
    testId: 'terms-modal',
    onClose,
  });
}
