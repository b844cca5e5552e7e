import { z } from "zod";
import { NogaEntry } from "../../domain/keyed-resources.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedNotFound } from "./parameters.js";

/** getNoga: one NOGA 2008 node by id. */
export const getNoga = defineKeyedOperation({
  operationId: "getNoga",
  title: "Get a NOGA 2008 entry",
  description:
    "One NOGA 2008 node by id (from list_noga_codes, REST GET /v1/noga, or a company's noga): code in dotted shape, parent_id, level, section " +
    "letter and the label in German, French, Italian and English.",
  group: "companies",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("NOGA node id") }),
  output: NogaEntry,
  keyed: { method: "GET", path: "/v1/noga/{id}", scope: "register:read", credits: 1 },
  mcp: { toolName: "get_noga_code", toolset: "companies", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) => {
    const entry = await backend.getNoga(input.id);
    if (!entry) throw keyedNotFound("NOGA node", input.id);
    return entry;
  },
});
