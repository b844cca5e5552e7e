import { z } from "zod";
import { KeyedPersonDetail } from "../../domain/keyed-resources.js";
import { READ_ERRORS, READ_ONLY_TOOL } from "../operation.js";
import { id } from "../parameters.js";
import { defineKeyedOperation } from "./define-keyed-operation.js";
import { keyedNotFound } from "./parameters.js";

/** getPersonKeyed: a person's every mandate and gazette history. */
export const getPersonKeyed = defineKeyedOperation({
  operationId: "getPersonKeyed",
  title: "Get a person",
  description:
    "One person by id: name, origin, residence, nationality, every mandate present and former (company with its link, " +
    "role, signing authority, start and end dates, the notices that opened and closed it) and the gazette history (the " +
    "notices that recorded those mandates, newest first). Persons the register suppressed have no record.",
  group: "people",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Person id") }),
  output: KeyedPersonDetail,
  keyed: { method: "GET", path: "/v1/persons/{id}", scope: "register:read", credits: 2 },
  mcp: { toolName: "get_person_history", toolset: "people", annotations: READ_ONLY_TOOL },
  handle: async (input, { backend }) => {
    const person = await backend.getPersonKeyed(input.id);
    if (!person) throw keyedNotFound("person", input.id);
    return person;
  },
});
