import { SafeHtml } from '../../../shared/ui/safe-html';

/**
 * Typography for operator-written HTML (no typography plugin: these descendant variants keep the
 * article readable in both themes without styling the whole app).
 */
const PROSE =
  'text-[15px] leading-7 text-text [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_h2]:mt-6 [&_h2]:mb-2 ' +
  '[&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_p]:my-3 [&_ul]:my-3 ' +
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_strong]:font-semibold ' +
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border [&_td]:px-3 ' +
  '[&_td]:py-2 [&_th]:border [&_th]:border-border [&_th]:bg-surface-2 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left ' +
  '[&_img]:max-w-full [&_img]:rounded-lg';

/** Renders help-centre HTML after DOMPurify, whatever the server already did. */
export function ArticleHtml({ html, className = '' }: { html: string; className?: string }) {
  return <SafeHtml html={html} data-testid="help-article-body" className={`${PROSE} ${className}`} />;
}
