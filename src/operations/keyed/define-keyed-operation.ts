import type { z } from "zod";
import type { KeyedOperation } from "../operation.js";

/** Identity function that keeps a keyed operation's input and output types tied to its schemas. */
export function defineKeyedOperation<Input extends z.ZodObject, Output extends z.ZodType>(
  operation: KeyedOperation<Input, Output>,
): KeyedOperation<Input, Output> {
  return operation;
}
