/**
 * The reference validator of the tests: ajv (JSON Schema 2020-12) with ajv-formats, as the official MCP SDKs
 * use it on the server side. Only tests use it; the kit itself never generates code.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ProtocolVersion } from '@mcp-elicit/core';

export type { ErrorObject } from 'ajv/dist/2020.js';

export function referenceAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

export const VERSIONS: ProtocolVersion[] = ['2025-06-18', '2025-11-25', '2026-07-28'];

const schemaId = (version: ProtocolVersion) => `https://mcp-elicit.test/mcp-schema/${version}.json`;

/** An ajv that holds the official MCP schema definitions of all three revisions (test/fixtures/mcp-schema). */
export async function officialAjv(): Promise<Ajv2020> {
  const ajv = referenceAjv();
  for (const version of VERSIONS) {
    const response = await fetch(new URL(`../fixtures/mcp-schema/${version}.json`, import.meta.url));
    ajv.addSchema((await response.json()) as object);
  }
  return ajv;
}

/** The validator of one official definition, e.g. `ElicitResult` of 2025-11-25. */
export function officialDefinition(ajv: Ajv2020, version: ProtocolVersion, name: string) {
  const validate = ajv.getSchema(`${schemaId(version)}#/$defs/${name}`);
  if (!validate) throw new Error(`no definition ${name} in ${version}`);
  return validate;
}

/** The definition that describes form-request params in a revision (2025-06-18 has no separate form params). */
export const formParamsDefinition = (version: ProtocolVersion) =>
  version === '2025-06-18' ? 'ElicitRequestParams' : 'ElicitRequestFormParams';
