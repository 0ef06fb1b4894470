import type { Endpoint } from '@app/contracts';
import { ErrorEnvelopeSchema, okEnvelope } from '@app/contracts';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

// Any zod v4 schema: the contracts are zod/mini schemas, which classic z.toJSONSchema reads as well.
const toSchema = (s: $ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

/**
 * Each endpoint's operation, converted once per process: the contract endpoints are module constants, and
 * converting their schemas was ~90 ms of every app built (a test process builds one per test file).
 */
const operations = new WeakMap<Endpoint, Record<string, unknown>>();

/** Builds the OpenAPI 3 document from the registered contract endpoints. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    let op = operations.get(e);
    if (!op) {
      op = operationOf(e);
      operations.set(e, op);
    }
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...(paths[path] ?? {}), [e.method.toLowerCase()]: op };
  }
  return { openapi: '3.0.3', info, paths };
}

function operationOf(e: Endpoint): Record<string, unknown> {
  const parameters: unknown[] = [];
  if (e.params) {
    const js = toSchema(e.params, 'input') as { properties?: Record<string, unknown> };
    for (const [name, schema] of Object.entries(js.properties ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
  }
  if (e.query) {
    const js = toSchema(e.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, schema] of Object.entries(js.properties ?? {})) {
      parameters.push({ name, in: 'query', required: js.required?.includes(name) ?? false, schema });
    }
  }
  if (e.auth !== 'none')
    parameters.push({ name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } });
  const op: Record<string, unknown> = {
    summary: e.summary,
    tags: e.tags,
    parameters,
    responses: {
      200: {
        description: 'Success',
        content: { 'application/json': { schema: toSchema(okEnvelope(e.response), 'output') } },
      },
      default: {
        description: 'Failure',
        content: { 'application/json': { schema: toSchema(ErrorEnvelopeSchema, 'output') } },
      },
    },
    ...(e.encrypted ? { 'x-encrypted': true } : {}),
    ...(e.guarded ? { 'x-refused-during-maintenance-or-region-restriction': true } : {}),
  };
  if (e.body)
    op.requestBody = { required: true, content: { 'application/json': { schema: toSchema(e.body, 'input') } } };
  return op;
}
