import type { IncomingHttpHeaders } from 'node:http';

/** What a gateway reports about a payment. */
export type PaymentStatus = 'pending' | 'success' | 'failed';

export interface CreatePaymentInput {
  /** Our reference for the payment (the deposit id); the gateway echoes it in callbacks. */
  merchantRef: string;
  /** Minor units. */
  amount: number;
  currency: 'VND';
  /** Where the gateway sends the member's browser after paying (a path on this site). */
  returnUrl: string;
  /** Our callback endpoint's path for this gateway (/wps/payments/<code>/callback). */
  callbackPath: string;
  language: 'vi' | 'en';
}

export interface CreatedPayment {
  /** The gateway's id of the payment. */
  paymentId: string;
  /** The gateway's payment page to send the member to. */
  redirectUrl: string;
}

/** A verified notification (or status answer) from a gateway. */
export interface PaymentNotice {
  paymentId: string;
  merchantRef: string;
  status: PaymentStatus;
  /** Minor units the gateway says were paid. */
  amount: number;
}

/**
 * A payment-gateway adapter. Every gateway (the built-in sandbox, a real one later) implements this;
 * the deposits module knows nothing else about gateways.
 */
export interface PaymentGateway {
  readonly code: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks an asynchronous callback's signature over the raw body bytes and reads it. Throws AppError
   * 'payment_signature_invalid' (401) when the signature, its timestamp or the body is not acceptable.
   */
  verifyCallback(headers: IncomingHttpHeaders, rawBody: Buffer): PaymentNotice;
  /** Asks the gateway for the payment's current status (null when it does not know the payment). */
  queryStatus(paymentId: string): Promise<PaymentNotice | null>;
}

/** The gateways this server can use, by code. */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;
