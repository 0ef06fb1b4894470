import { formatDateTime, OPERATOR_TIME_ZONE } from '../../../shared/format/date';
import { i18next } from '../../../shared/i18n/i18n';

/** An instant (ISO string) in the site's date-time format for the current language, in the operator's zone. */
export function formatOperatorDateTime(iso: string, language: string = i18next.language): string {
  return formatDateTime(iso, language, { timeZone: OPERATOR_TIME_ZONE });
}
