import type { Config } from '../../../config.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { createMomoGateway, type MomoCredentials } from '../momo/momo.gateway.js';
import { MOMO_SANDBOX_CREDS } from '../momo/momo.sandbox.js';
import type { PaymentGateway } from '../payment-gateway.js';
import { type CardProviderCredentials, createPhoneCardGateway } from '../phone-card/phone-card.gateway.js';
import { CARD_SANDBOX_CREDS } from '../phone-card/phone-card.sandbox.js';
import { createLoopbackHttp, fetchProviderHttp } from '../provider-http.js';
import { createZaloPayGateway, type ZaloPayCredentials } from '../zalopay/zalopay.gateway.js';
import { ZALOPAY_SANDBOX_CREDS } from '../zalopay/zalopay.sandbox.js';
import { percentToBp, readPaymentProviders } from './provider-settings.js';

type ProviderConfig = Pick<
  Config,
  | 'paymentSandbox'
  | 'PUBLIC_BASE_URL'
  | 'MOMO_PARTNER_CODE'
  | 'MOMO_ACCESS_KEY'
  | 'MOMO_SECRET_KEY'
  | 'MOMO_API_BASE'
  | 'ZALOPAY_APP_ID'
  | 'ZALOPAY_KEY1'
  | 'ZALOPAY_KEY2'
  | 'ZALOPAY_API_BASE'
  | 'PHONE_CARD_PARTNER_ID'
  | 'PHONE_CARD_PARTNER_KEY'
  | 'PHONE_CARD_API_BASE'
>;

/** Which provider runs where: the real one (credentials configured), the local stand-in, or none. */
export interface ProviderModes {
  momo: 'real' | 'sandbox' | 'off';
  zalopay: 'real' | 'sandbox' | 'off';
  phoneCard: 'real' | 'sandbox' | 'off';
}

/**
 * MoMo, ZaloPay and the phone-card provider as payment gateways. Each is the real adapter when the
 * operator configured its credentials (environment: secrets never in the code or the database), else,
 * while the sandbox is on, the same adapter talking to this server's stand-in of the provider (in
 * process, published keys), else not offered.
 */
export function buildProviderGateways(deps: { db: Db; clock: Clock; config: ProviderConfig }) {
  const { db, clock, config: c } = deps;
  const loopback = createLoopbackHttp();
  const pick = <T>(real: T | null): { creds: T; mode: 'real' } | { mode: 'sandbox' | 'off' } =>
    real ? { creds: real, mode: 'real' } : { mode: c.paymentSandbox ? 'sandbox' : 'off' };
  const publicBase = (mode: string) => (mode === 'real' ? c.PUBLIC_BASE_URL : undefined);
  const http = (mode: string) => (mode === 'real' ? fetchProviderHttp : loopback.http);
  const fee = (key: 'momo' | 'zalopay') => async () => percentToBp((await readPaymentProviders(db))[key].feePercent);

  const momo = pick<MomoCredentials>(
    c.MOMO_PARTNER_CODE && c.MOMO_ACCESS_KEY && c.MOMO_SECRET_KEY
      ? {
          partnerCode: c.MOMO_PARTNER_CODE,
          accessKey: c.MOMO_ACCESS_KEY,
          secretKey: c.MOMO_SECRET_KEY,
          baseUrl: c.MOMO_API_BASE,
        }
      : null,
  );
  const zalopay = pick<ZaloPayCredentials>(
    c.ZALOPAY_APP_ID && c.ZALOPAY_KEY1 && c.ZALOPAY_KEY2
      ? { appId: c.ZALOPAY_APP_ID, key1: c.ZALOPAY_KEY1, key2: c.ZALOPAY_KEY2, baseUrl: c.ZALOPAY_API_BASE }
      : null,
  );
  const card = pick<CardProviderCredentials>(
    c.PHONE_CARD_PARTNER_ID && c.PHONE_CARD_PARTNER_KEY && c.PHONE_CARD_API_BASE
      ? { partnerId: c.PHONE_CARD_PARTNER_ID, partnerKey: c.PHONE_CARD_PARTNER_KEY, baseUrl: c.PHONE_CARD_API_BASE }
      : null,
  );

  const gateways: PaymentGateway[] = [];
  if (momo.mode !== 'off') {
    gateways.push(
      createMomoGateway({
        creds: 'creds' in momo ? momo.creds : MOMO_SANDBOX_CREDS,
        http: http(momo.mode),
        publicBaseUrl: publicBase(momo.mode),
        feeBp: fee('momo'),
      }),
    );
  }
  if (zalopay.mode !== 'off') {
    gateways.push(
      createZaloPayGateway({
        creds: 'creds' in zalopay ? zalopay.creds : ZALOPAY_SANDBOX_CREDS,
        http: http(zalopay.mode),
        clock,
        publicBaseUrl: publicBase(zalopay.mode),
        feeBp: fee('zalopay'),
      }),
    );
  }
  if (card.mode !== 'off') {
    gateways.push(
      createPhoneCardGateway({
        db,
        clock,
        creds: 'creds' in card ? card.creds : CARD_SANDBOX_CREDS,
        http: http(card.mode),
        publicBaseUrl: publicBase(card.mode),
      }),
    );
  }
  const modes: ProviderModes = { momo: momo.mode, zalopay: zalopay.mode, phoneCard: card.mode };
  return { gateways, modes, loopback };
}
export type ProviderGateways = ReturnType<typeof buildProviderGateways>;
