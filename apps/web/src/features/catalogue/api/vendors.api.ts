import { catalogueContract, type VendorList } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sessionCached } from '../../../shared/api/session-cache';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/**
 * Every vendor by lane and group (GET /wps/game/vendor, platform html5-desktop). Spec §4: the
 * vendor list is cached in session storage ('gameVendor', per language) and refetched on a
 * language change (the language switch clears the session cache and invalidates queries).
 */
export function vendorListQueryOptions(language: SupportedLanguage) {
  return queryOptions({
    queryKey: ['games', 'vendors', language] as const,
    ...sessionCached<VendorList>(`gameVendor:${language}`, (signal) =>
      request(catalogueContract.vendors, { query: { platform: 'html5-desktop', language }, signal }),
    ),
    staleTime: 10 * 60_000,
  });
}
