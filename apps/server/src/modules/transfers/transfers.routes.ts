import { transfersContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { UplineService } from './upline.service.js';
import type { VendorTransferService } from './vendor-transfer.service.js';

/** Upline/downline transfers and main ↔ vendor wallet transfers. */
export function registerTransferRoutes(route: Route, s: { upline: UplineService; vendor: VendorTransferService }) {
  route(c.uplineInfo, ({ session }) => s.upline.info(session));
  route(c.toUpline, ({ session, body, req }) => s.upline.toUpline(session, body, req));
  route(c.toDownline, ({ session, body, req }) => s.upline.toDownline(session, body, req));
  route(c.vendorTransfer, ({ session, body }) => s.vendor.transfer(session, body));
  route(c.vendorTransferStatus, ({ session, params }) => s.vendor.status(session, params.id));
  route(c.sweep, ({ session }) => s.vendor.sweep(session));
  route(c.vendorTransfers, ({ session, query }) => s.vendor.list(session, query));
}
