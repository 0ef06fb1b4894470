/** A fresh idempotency key per opened form: a double click or a retry of the same form is one adjustment. */
export const randomKey = (): string => crypto.randomUUID();
