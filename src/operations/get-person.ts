import { z } from "zod";
import type { PersonProfile, RegisterBackend } from "../backend/port.js";
import { PersonDetail } from "../domain/resources.js";
import { ApiError, NOT_FOUND_HINT } from "./api-error.js";
import { defineOperation } from "./operation.js";
import { id } from "./parameters.js";

/** The person (for the API, pages and fact sheets); not_found when missing or redacted. */
export async function findPersonProfile(backend: RegisterBackend, id: number): Promise<PersonProfile> {
  const person = await backend.getPerson(id);
  if (!person) throw new ApiError("not_found", `No person with id ${id}.`, NOT_FOUND_HINT);
  return person;
}

export const getPerson = defineOperation({
  operationId: "getPerson",
  toolName: "get_person",
  title: "Get a person's mandates",
  description:
    "One person by id (from search_people or a company's officer list): name, place of origin, residence, nationality " +
    "and their public mandates: every present one, and those held when a company ended (mandates ended earlier are not " +
    "returned), each with the company, role, role categories, signing authority and start and end dates where known; " +
    "`company_active` is false for a company in liquidation or deleted. Persons the register suppressed have no record " +
    "and answer not found.",
  path: "/api/v1/people/{id}",
  bucket: "detail",
  input: z.strictObject({ id: id("Person id") }),
  output: PersonDetail,
  handle: (input, { backend }) => findPersonProfile(backend, input.id),
});
