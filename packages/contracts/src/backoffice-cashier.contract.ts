import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * The cashier's own settings groups (keys of the server's settings table; their schemas are the server's, shared
 * with the `npm run settings` CLI): withdrawal limits and the receipt window, and member-to-agent transfers.
 * The content screen's site settings do not include them: these need the cashier permissions.
 */
export const CashierSettingKeys = ['withdrawal', 'memberTransfer'] as const;
export type CashierSettingKey = (typeof CashierSettingKeys)[number];

const CashierSettingParams = z.object({ key: z.enum(CashierSettingKeys) });
const CashierSettingValue = z.object({ key: z.enum(CashierSettingKeys), value: z.unknown() });

export const backofficeCashierSettingsContract = {
  get: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/cashier-settings/:key',
    auth: 'operator',
    summary: 'One cashier settings group as stored (or its built-in default)',
    tags: ['operator'],
    params: CashierSettingParams,
    response: CashierSettingValue,
  }),
  put: defineEndpoint({
    method: 'PUT',
    path: '/wps/operator/cashier-settings/:key',
    auth: 'operator',
    summary:
      "Replace one cashier settings group, checked by the settings CLI's own schema (invalid_input names the " +
      'fields); audited; read by the cashier on its next request, on every node',
    tags: ['operator'],
    params: CashierSettingParams,
    body: z.object({ value: z.unknown() }),
    response: CashierSettingValue,
  }),
};

/** A "not received" report's proof image, as listed for the operator (the bytes: withdrawalProof). */
export const WithdrawalProofSchema = z.object({ id: z.int(), mime: z.string(), createdAt: z.string() });
export type WithdrawalProof = z.infer<typeof WithdrawalProofSchema>;

export const backofficeWithdrawalProofsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawals/:id/proofs',
    params: IdParams,
    auth: 'operator',
    summary: "The proof images a member sent with a 'not received' report, oldest first ('withdrawal_not_found')",
    tags: ['operator'],
    response: z.object({ items: z.array(WithdrawalProofSchema) }),
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/withdrawal-proofs/:id',
    params: IdParams,
    auth: 'operator',
    summary: 'One proof image (the image bytes, never cached; 404 not_found)',
    tags: ['operator'],
    response: z.unknown(),
  }),
};
