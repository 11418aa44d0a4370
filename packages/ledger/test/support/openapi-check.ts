import type { ErrorObject } from "ajv/dist/2020";
import type { SchemaBook } from "./openapi-schema";

const LINKS = "/components/schemas/Links";

export interface Checked {
  /** What was validated: `page` (links and every record) or `record` (the whole body). */
  as: "page" | "record";
  records: number;
  errors: ErrorObject[];
}

/**
 * Validates a response body against the schema the description gives for that path, method and status.
 *
 * The description writes a collection's schema as `allOf: [Links, <record>]` (the record schema, not the page
 * Horizon sends): a page (`_embedded.records`) is checked as its `_links` against `Links` and each record against
 * `<record>`. A few record schemas are written the other way round, as a whole page (`_embedded.records.items`)
 * while Horizon answers the single-record route with one record: that record is checked against the items schema.
 */
export function checkResponse(
  book: SchemaBook,
  path: string,
  method: string,
  status: number,
  body: unknown,
): Checked | undefined {
  const pointer = book.responsePointer(path, method, status);
  if (pointer === undefined) return undefined;
  const full = book.resolve(pointer);
  const members = (book.at(full).allOf as unknown[] | undefined)?.map((_, i) =>
    book.resolve(`${full}/allOf/${i}`),
  );
  const recordParts = members?.filter((m) => m !== LINKS) ?? [full];
  const recordPointer = recordParts.length === 1 && recordParts[0] !== undefined ? recordParts[0] : full;
  const itemsPointer = pageItemsPointer(book, recordPointer);
  const page = (body as { _embedded?: { records?: unknown } })._embedded?.records;
  if (Array.isArray(page)) {
    if (itemsPointer !== undefined)
      return { as: "page", records: page.length, errors: book.errors(full, body) };
    const errors = book.errors(LINKS, { _links: (body as { _links?: unknown })._links });
    page.forEach((record, i) => {
      for (const e of book.errors(recordPointer, record)) {
        errors.push({ ...e, instancePath: `/_embedded/records/${i}${e.instancePath}` });
      }
    });
    return { as: "page", records: page.length, errors };
  }
  const errors = book.errors(itemsPointer ?? full, body);
  return { as: "record", records: 1, errors };
}

/** When `pointer` describes a whole page, the pointer of its records' schema. */
function pageItemsPointer(book: SchemaBook, pointer: string): string | undefined {
  const properties = book.at(pointer).properties as Record<string, unknown> | undefined;
  if (!properties?._embedded) return undefined;
  const embedded = book.resolve(`${pointer}/properties/_embedded`);
  return book.resolve(`${embedded}/properties/records/items`);
}
