import type { HelpCenter, InitialConfig, LanguageCode, Routers } from '@app/contracts';
import { LanguageCodeSchema } from '@app/contracts';
import type { HelpArticleRow } from './help.repository.js';
import type { CsEntryRow, I18nText, MerchantRow, ResourceRow } from './site.repository.js';

/** The text in the asked language, falling back to Vietnamese (the default), then to any text. */
export function pickText(text: I18nText | null | undefined, lang: LanguageCode): string {
  if (!text) return '';
  return text[lang] ?? text.vi ?? Object.values(text)[0] ?? '';
}

const asLanguages = (codes: string[]): LanguageCode[] =>
  codes.filter((c): c is LanguageCode => LanguageCodeSchema.safeParse(c).success);

export function toInitialConfig(m: MerchantRow): InitialConfig {
  const languages = asLanguages(m.languages);
  const parsedDefault = LanguageCodeSchema.safeParse(m.default_language);
  return {
    merchant: m.name,
    merchantCode: m.code,
    siteName: m.site_name,
    logoUrl: m.logo_url,
    currencySymbol: m.currency_symbol,
    defaultLanguage: parsedDefault.success ? parsedDefault.data : 'vi',
    languages: languages.length ? languages : ['vi'],
    loggedInOnlyHome: m.logged_in_only_home,
    appDownload: { ios: m.app_ios_url, android: m.app_android_url },
    copyright: m.copyright,
  };
}

export function toResource(r: ResourceRow): Routers['resources'][number] {
  return { resourceType: r.resource_type, url: r.url, qrCodeUrl: r.qr_code_url, labelNameEn: r.label_name_en };
}

/** A customer-service entry; `path` is given by the caller (type 3 is encrypted before it gets here). */
export function toCsEntry(r: CsEntryRow, lang: LanguageCode, path: string): Routers['customerService'][number] {
  return { csType: r.cs_type, csPosition: r.cs_position, path, title: pickText(r.title, lang) };
}

/** Groups article rows (already in display order) into categories. */
export function toHelpCenter(rows: HelpArticleRow[], lang: LanguageCode): HelpCenter {
  const categories: HelpCenter['categories'] = [];
  for (const r of rows) {
    let cat = categories.at(-1);
    if (!cat || cat.id !== r.category_id) {
      cat = { id: r.category_id, title: pickText(r.category_title, lang), articles: [] };
      categories.push(cat);
    }
    cat.articles.push({ id: r.id, title: pickText(r.title, lang), html: pickText(r.html, lang) });
  }
  return { categories };
}
