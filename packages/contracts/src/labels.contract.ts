import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';

/** Stable codes of the member-label operator API; the back office translates each. */
export const LabelErrorCodes = ['label_exists', 'label_not_found', 'label_unknown_accounts'] as const;
export type LabelErrorCode = (typeof LabelErrorCodes)[number];

/** A label's code: what promotions' eligibility (memberLabels) names. */
export const LabelCodeSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));

const Name = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

export const MemberLabelSchema = z.object({
  code: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  /** Members holding it. */
  members: z.int(),
  createdAt: z.string(),
});
export type MemberLabel = z.infer<typeof MemberLabelSchema>;

const Accounts = z.object({
  accounts: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(1000)),
});
const CodeParams = z.object({ code: LabelCodeSchema });
/** How many assignments the call added or removed (0 on a repeat: both are idempotent). */
const Changed = z.object({ changed: z.int() });

export const labelsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/labels',
    auth: 'operator',
    summary: 'Member labels with how many members hold each',
    tags: ['operator', 'labels'],
    response: z.object({ items: z.array(MemberLabelSchema) }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/labels',
    auth: 'operator',
    summary: 'Create a member label (code unique); audited',
    tags: ['operator', 'labels'],
    body: z.object({ code: LabelCodeSchema, name: z.object({ vi: Name, en: Name }) }),
    response: MemberLabelSchema,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/labels/:code/assign',
    auth: 'operator',
    summary: 'Give the label to a list of accounts (all or none: an unknown account changes nothing); audited',
    tags: ['operator', 'labels'],
    params: CodeParams,
    body: Accounts,
    response: Changed,
  }),
  unassign: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/labels/:code/unassign',
    auth: 'operator',
    summary: 'Take the label from a list of accounts (all or none); audited',
    tags: ['operator', 'labels'],
    params: CodeParams,
    body: Accounts,
    response: Changed,
  }),
};
