import { z } from "zod";
import { PersonDetail } from "../domain/resources.js";
import { NotFoundError } from "../domain/errors.js";
import { definePublicOperation, READ_ERRORS, READ_ONLY_TOOL } from "./operation.js";
import { id } from "./parameters.js";

/** getPerson: one person and their public mandates by id. */
export const getPerson = definePublicOperation({
  operationId: "getPerson",
  title: "Get a person's mandates",
  description:
    "One person by id (from search_people or a company's officer list): name, place of origin, residence, nationality " +
    "and their public mandates: every present one, and those held when a company ended (mandates ended earlier are not " +
    "returned), each with the company, role, role categories, signing authority and start and end dates where known; " +
    "`company_active` is false for a company in liquidation or deleted. Persons the register suppressed have no record " +
    "and answer not found.",
  group: "people",
  errors: [...READ_ERRORS, "not_found"],
  input: z.strictObject({ id: id("Person id") }),
  output: PersonDetail,
  rest: { path: "/api/v1/people/{id}", bucket: "detail" },
  mcp: { toolName: "get_person", toolset: "people", annotations: READ_ONLY_TOOL },
  handleJson: async (input, { backend }) => (await backend.detailJson?.("person", input.id)) ?? null,
  handle: async (input, { backend }) => {
    const person = await backend.getPerson(input.id);
    if (!person) throw new NotFoundError(`No person with id ${input.id}.`);
    return person;
  },
});
