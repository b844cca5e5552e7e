import { z } from "zod";
import { NogaListPage } from "../../domain/keyed-resources.js";
import { KEYED_DEFAULT_PAGE_SIZE } from "../../domain/limits.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { withHint } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedLimit, keyedOffset, text } from "./parameters.js";

/** listNoga: the NOGA 2008 classification, filtered and paged. */
export const listNoga = defineKeyedOperation({
  operationId: "listNoga",
  title: "List NOGA 2008 classifications",
  description:
    "The NOGA 2008 economic activity classification (1,790 nodes: sections, divisions, groups, classes, types) with " +
    "labels in German, French, Italian and English, in code order. Filter by only_roots (sections), parent_id, level " +
    "(1 to 5) or section letter; search matches a code prefix (dotted or not) or words within a label in any language. " +
    "Paged: pass next_offset as offset.",
  group: "companies",
  errors: READ_ERRORS,
  input: z.strictObject({
    only_roots: withHint(z.stringbool().default(false).describe("Only the 21 sections (level 1)"), "true or false"),
    parent_id: withHint(z.number().int().min(1).optional().describe("Only the children of this node"), "a NOGA node id"),
    level: withHint(z.number().int().min(1).max(5).optional().describe("1 section, 2 division, 3 group, 4 class, 5 type"), "an integer from 1 to 5"),
    section: withHint(z.string().regex(/^[A-Ua-u]$/).optional().describe("Section letter, A to U"), "one letter from A to U"),
    search: text("A code (`47.11`, `4711`) or words of a label (`Getreide`, `retail`)", 100),
    limit: keyedLimit(KEYED_DEFAULT_PAGE_SIZE.list),
    offset: keyedOffset,
  }),
  output: NogaListPage,
  keyed: { method: "GET", path: "/v1/noga", scope: "register:read", credits: 1 },
  mcp: { toolName: "list_noga_codes", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) =>
    backend.listNoga({
      onlyRoots: input.only_roots,
      parentId: input.parent_id ?? null,
      level: input.level ?? null,
      section: input.section ?? null,
      search: input.search ?? null,
      limit: input.limit,
      offset: input.offset,
    }),
});
