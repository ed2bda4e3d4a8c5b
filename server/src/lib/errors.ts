// Errors a service raises on purpose: a French message meant for the user and the HTTP status that
// REST answers with (GraphQL carries both in extensions). Anything else is a bug and is masked.
export type ErrorCode =
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_ALLOWED"
  | "SERVICE_UNAVAILABLE";

const STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  METHOD_NOT_ALLOWED: 405,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const badInput = (message: string, field?: string) => new AppError("BAD_USER_INPUT", message, field);
export const notFound = (message: string) => new AppError("NOT_FOUND", message);

export const GENERIC_ERROR_MESSAGE = "Une erreur est survenue";

/** The code of a database refusal Prisma reports (P2003: a row it points to is gone or still
 * pointed at; P2025: the row to change is gone), for the races a check before a write can lose. */
export function prismaCode(error: unknown): string | null {
  const code = typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : null;
  return typeof code === "string" && /^P\d{4}$/.test(code) ? code : null;
}
