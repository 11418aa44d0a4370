import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse } from "yaml";

/**
 * Horizon's own OpenAPI description, read where it sits beside the repository (`../shared/reference/horizon/`),
 * and validators for the responses it describes.
 */
export const DESCRIPTION_PATH = join(
  import.meta.dirname,
  "../../../../../shared/reference/horizon/horizon-openapi-bundled.yml",
);

type Node = Record<string, unknown>;

export interface Description {
  paths: Record<string, Record<string, Node>>;
  components: { schemas: Record<string, Node>; parameters: Record<string, Node> };
}

export function loadDescription(): Description {
  return parse(readFileSync(DESCRIPTION_PATH, "utf8")) as Description;
}

const DOC_ID = "horizon.json";
const pointerSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Validates values against schemas of the description, addressed by JSON pointer. */
export class SchemaBook {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Description) {
    // Not strict: the description uses OpenAPI's annotation keywords (`example`, `x-…`) beside JSON Schema.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    // The description's own formats: `link` is a URL or a URI template (`…{?cursor,limit,order}`), `uint32`
    // and `long` are integer widths (their values are numbers or, for `long`, decimal strings).
    this.ajv.addFormat("link", { type: "string", validate: (href: string) => href.length > 0 });
    this.ajv.addFormat("uint32", {
      type: "number",
      validate: (n: number) => Number.isInteger(n) && n >= 0 && n < 2 ** 32,
    });
    this.ajv.addFormat("long", { type: "string", validate: (text: string) => /^-?\d+$/.test(text) });
    this.ajv.addFormat("int32", {
      type: "number",
      validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31,
    });
    this.ajv.addSchema({ $id: DOC_ID, components: doc.components, paths: doc.paths });
  }

  /** The node at a JSON pointer of the description. */
  at(pointer: string): Node {
    // (undefined when the pointer leads nowhere)
    let node: unknown = this.doc;
    for (const raw of pointer.split("/").slice(1)) {
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      node = (node as Node | undefined)?.[key];
    }
    return node as Node;
  }

  /** Follows `$ref`s: the pointer of the schema a pointer finally designates. */
  resolve(pointer: string): string {
    let current = pointer;
    for (let node = this.at(current); typeof node?.$ref === "string"; node = this.at(current)) {
      current = String(node.$ref).slice(1);
    }
    return current;
  }

  /** The pointer of the JSON schema of a documented response, or undefined when there is none. */
  responsePointer(path: string, method: string, status: number): string | undefined {
    const base = `/paths/${pointerSegment(path)}/${method}/responses/${status}/content`;
    const content = this.at(base) as Node | undefined;
    if (!content) return undefined;
    const type = Object.keys(content).find((t) => t.includes("json"));
    return type ? `${base}/${pointerSegment(type)}/schema` : undefined;
  }

  /** Errors of `value` against the schema at `pointer` (empty when valid). */
  errors(pointer: string, value: unknown): ErrorObject[] {
    let validate = this.compiled.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.compiled.set(pointer, validate);
    }
    return validate(value) ? [] : [...(validate.errors ?? [])];
  }
}

/** A short account of validation errors for a failure message. */
export function describeErrors(errors: ErrorObject[], limit = 8): string {
  const lines = errors
    .slice(0, limit)
    .map((e) => `${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)}`);
  return lines.join("\n") + (errors.length > limit ? `\n… ${errors.length - limit} more` : "");
}
