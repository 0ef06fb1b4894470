import type { IncomingHttpHeaders } from 'node:http';
import type { Queryable } from '../../platform/db/connect.js';

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
  /** Phone-card deposits only: the card the member typed (validated before the deposit is opened). */
  card?: PhoneCardInput;
  /**
   * The transaction that creates the deposit, for adapters that keep rows of their own with it (a phone
   * card's submission): undone together when the start fails.
   */
  tx?: Queryable;
}

export interface PhoneCardInput {
  carrier: 'viettel' | 'vinaphone' | 'mobifone';
  serial: string;
  pin: string;
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
  /** The provider's own transaction id (MoMo transId, ZaloPay zp_trans_id, …), kept with the deposit's events. */
  providerTxnId?: string;
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
  /**
   * What a success notice credits, for gateways that do not pay the request one to one (a fee, a phone
   * card's discount). Null: the deposit goes to review. Absent: the notice's amount, which must equal the
   * request.
   */
  creditFor?(deposit: { id: number; amount: number }, notice: PaymentNotice): Promise<number | null>;
}

/** The gateways this server can use, by code. */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;
