import { z } from 'zod';

/**
 * Field schemas several requests share, so each rule and its messages are written once. The
 * messages are part of the API's answers (400 { message }) and of the forms: keep them as they are.
 */

/**
 * A required text typed by a person: trimmed, then 1 to `max` characters. `required` is the message
 * for a missing or blank value, `'<label> is required'` unless given.
 */
export const requiredText = (label: string, max: number, required = `${label} is required`) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/**
 * A list's `limit` query parameter (text in a query string, so coerced): a whole number from 1 to
 * `max`, `fallback` when absent; each rule broken has its own message.
 */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** The same rule with one message whatever is wrong, as the activity and posts lists answer. */
export const limitFromOneTo = (max: number, fallback: number) => {
  const message = `limit must be a whole number from 1 to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
};
