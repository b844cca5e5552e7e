/** The method_not_allowed error of a path that exists but does not answer the method asked with. */
import { ServiceError } from "../domain/errors.js";

/** A method_not_allowed naming the method asked with and the ones the path answers. */
export function methodNotAllowedError(method: string, allowed: readonly string[]): ServiceError {
  return new ServiceError("method_not_allowed", `Method ${method} is not allowed here.`, { hint: `Use ${allowed.join(", ")}.` });
}
