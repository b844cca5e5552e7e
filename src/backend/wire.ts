/**
 * The internal read API between a front instance and the instance that holds the register (docs/deploy.md: remote
 * backend): `POST /internal/backend/{read}` with `{"args": [...]}` and `Authorization: Bearer <BACKEND_TOKEN>`,
 * answered `{"result": …}` or, for a domain error, `{"error": {code, message, hint, retry_after, parameter}}`. The
 * same error crosses the wire as the same class, so every surface of the front renders it as the backend meant it.
 */
import {
  BackendUnavailableError,
  InvalidParameterError,
  NotFoundError,
  ServiceError,
  type ErrorCode,
} from "../domain/errors.js";

/** Path prefix of the internal read API. */
export const BACKEND_WIRE_PATH = "/internal/backend/";

/** A domain error as it crosses the wire. */
export interface WireError {
  code: ErrorCode;
  message: string;
  hint?: string;
  retry_after?: number;
  parameter?: (string | number)[];
}

/** A domain error in wire form. */
export function toWireError(error: ServiceError): WireError {
  return {
    code: error.code,
    message: error.message,
    ...(error.hint !== undefined ? { hint: error.hint } : {}),
    ...(error.retryAfter !== undefined ? { retry_after: error.retryAfter } : {}),
    ...(error instanceof InvalidParameterError ? { parameter: [...error.parameter] } : {}),
  };
}

/** The domain error a wire error stands for. */
export function fromWireError(wire: WireError): ServiceError {
  switch (wire.code) {
    case "invalid_parameter":
      return new InvalidParameterError(wire.message, wire.hint ?? "", wire.parameter ?? []);
    case "not_found":
      return new NotFoundError(wire.message, wire.hint);
    case "upstream_unavailable":
      return new BackendUnavailableError(wire.message, wire.retry_after);
    default:
      return new ServiceError(wire.code, wire.message, { hint: wire.hint, retryAfter: wire.retry_after });
  }
}
