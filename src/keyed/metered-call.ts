/**
 * One keyed call, whatever surface it came through (`/v1` REST or an MCP tool): the contract's steps in order, so
 * that a refused call costs nothing: key → plan and scope → per-key rate limit → input → room among the calls in
 * progress (operations with a bound) → debit → the work. A call the service fails (5xx), or that finds nothing by its
 * id (404), is refunded. The outcome says what was counted, for the surface to report (headers, `_meta`).
 */
import type { Logger } from "pino";
import { InvalidParameterError, type ServiceError, toServiceError } from "../domain/errors.js";
import { RATE_LIMIT_WINDOW_SECONDS } from "../domain/limits.js";
import type { RateLimitDecision, RateLimiter } from "../http/middleware/rate-limit/limiter.js";
import type { KeyedOperation, OperationContext } from "../operations/operation.js";
import type { AccountsStore, KeyRecord } from "../store/accounts-port.js";
import { authenticate, authorize } from "./authenticate.js";
import type { CallsInProgress } from "./calls-in-progress.js";
import { isServiceFailure, KeyedError, keyedFailure, type KeyedFailure } from "./envelope.js";
import { PLANS, type PlanName } from "./plans.js";

/** The keyed rate-limit bucket of each plan: one budget per key per minute, sized by the plan. */
export type PlanBucket = `plan:${PlanName}`;

/** What metering a keyed call needs: the accounts (keys and credits) and the per-plan limiter. */
export interface MeteringDependencies {
  accounts: AccountsStore;
  limiter: RateLimiter<PlanBucket>;
  /** The calls in progress of operations with a bound (`KeyedBinding.concurrency`); none bounded when absent. */
  inProgress?: CallsInProgress;
}

/** Retry-After of a call refused because its operation is at its bound of calls in progress. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** What a call was counted as: the key's rate-limit window, and the credits it cost and left. */
export interface Metering {
  rateLimit?: RateLimitDecision;
  /** Credits the call cost in the end (0 when refused or refunded). */
  creditCost: number;
  /** The account's balance after the call, once it was read. */
  creditsRemaining?: number;
}

export type MeteredOutcome =
  | { ok: true; data: unknown; input: Record<string, unknown>; metering: Metering }
  | { ok: false; failure: KeyedFailure; metering: Metering };

export interface MeteredCall {
  /** The key the request carries, if any. */
  key: string | undefined;
  operation: KeyedOperation;
  requestId: string;
  /**
   * Reads and validates the operation's input. An InvalidParameterError becomes VALIDATION_ERROR with its path under
   * `where(parameter)` (`query`, `body`, `path`, or `arguments` for a tool).
   */
  readInput(): Promise<Record<string, unknown>>;
  where(parameter: string): string;
  context: OperationContext;
  /** Logs a call the service failed (the request's logger). */
  logger: Logger;
}

/** True when a key's plan and scopes let it call an operation (what `tools/list` shows a keyed client). */
export function keyCovers(key: KeyRecord, operation: KeyedOperation): boolean {
  const { scope, feature } = operation.keyed;
  const plan = PLANS[key.plan];
  return plan.scopes.includes(scope) && key.scopes.includes(scope) && (feature === undefined || plan.features.includes(feature));
}

async function validated(call: MeteredCall): Promise<Record<string, unknown>> {
  try {
    return await call.readInput();
  } catch (error) {
    if (!(error instanceof InvalidParameterError)) throw error;
    const name = String(error.parameter[0] ?? "");
    const path = [call.where(name), ...error.parameter.map(String)].join(".");
    throw new KeyedError("VALIDATION_ERROR", error.message, { hint: error.hint, issues: [{ path, message: error.message }] });
  }
}

/** Runs one keyed call; never throws: a refusal or a failure comes back rendered, with what was counted. */
export async function runMeteredCall(deps: MeteringDependencies, call: MeteredCall): Promise<MeteredOutcome> {
  const { operation, requestId } = call;
  const { credits, scope, feature, concurrency: bound } = operation.keyed;
  const metering: Metering = { creditCost: 0 };
  let key: KeyRecord | undefined;
  let debited = false;
  let entered = false;
  /** Refused for want of room among the calls in progress: load shed on purpose, not a failure to log one by one. */
  let shed = false;
  try {
    key = await authenticate(call.key, deps.accounts);
    authorize(key, { scope, feature, operationId: operation.operationId });
    const limit = await deps.limiter.consume(`plan:${key.plan}`, `key:${key.accountId}`);
    if (limit) {
      metering.rateLimit = limit;
      if (!limit.allowed) {
        throw new KeyedError("RATE_LIMIT_EXCEEDED", `Too many requests with this key: ${limit.limit} per ${RATE_LIMIT_WINDOW_SECONDS} seconds.`, {
          hint: `Wait ${limit.retryAfter} seconds (Retry-After), then retry.`,
          retryAfter: limit.retryAfter,
        });
      }
    }
    const input = await validated(call);
    if (bound !== undefined && deps.inProgress) {
      entered = deps.inProgress.enter(operation.operationId, bound);
      if (!entered) {
        shed = true;
        throw new KeyedError("SERVICE_UNAVAILABLE", `The service is answering as many ${operation.operationId} calls as it can (${bound} at once); this one was not started.`, {
          hint: `Retry after ${BUSY_RETRY_AFTER_SECONDS} second (Retry-After); nothing was charged.`,
          retryAfter: BUSY_RETRY_AFTER_SECONDS,
        });
      }
    }
    const debit = await deps.accounts.debit(key.id, operation.operationId, credits, requestId);
    metering.creditsRemaining = debit.balance;
    if (!debit.ok) {
      throw new KeyedError("INSUFFICIENT_CREDITS", `${operation.operationId} costs ${credits} credits; the key's account has ${debit.balance}.`, {
        hint: "Ask the operator to add credits (swiss-register keys credits add).",
      });
    }
    debited = true;
    metering.creditCost = credits;
    const data = await operation.handle(input as never, call.context);
    return { ok: true, data, input, metering };
  } catch (thrown) {
    const error: KeyedError | ServiceError = thrown instanceof KeyedError ? thrown : toServiceError(thrown);
    const failure = keyedFailure(error, requestId);
    const serviceFailed = isServiceFailure(failure.status);
    if (serviceFailed && !shed) call.logger.error({ err: thrown, operation: operation.operationId }, "keyed call failed");
    // Refunded: a call the service failed, and one that found nothing by its id (a typo'd symbol or id costs nothing).
    if (serviceFailed || failure.body.code === "NOT_FOUND") {
      if (debited && key) {
        try {
          metering.creditsRemaining = await deps.accounts.refund(key.id, operation.operationId, credits, requestId);
          metering.creditCost = 0;
        } catch (refundError) {
          // The answer is still the failure; the ledger shows the debit without its refund, for the operator.
          call.logger.error({ err: refundError, operation: operation.operationId }, "refund failed");
        }
      }
    }
    return { ok: false, failure, metering };
  } finally {
    if (entered) deps.inProgress?.leave(operation.operationId);
  }
}
