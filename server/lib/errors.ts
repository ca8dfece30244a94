import { ApiError, type FieldErrors } from "#common/lib/api-error.ts";

// The class and the shape are shared with the pages (common/lib/api-error.ts); these are the server's shorthands.
export { ApiError, type FieldErrors };

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const badRequest = (message: string, errors?: FieldErrors) => new ApiError(400, message, { errors });
export const conflict = (message: string, errors?: FieldErrors) => new ApiError(409, message, { errors });
