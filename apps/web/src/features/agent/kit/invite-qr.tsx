import { QrCode } from '../../../shared/ui/qr-code';

/** QR code of an agent's invite link (drawn by the shared QrCode, which the referral page uses too). */
export function InviteQr({ url, label, size = 128 }: { url: string; label: string; size?: number }) {
  return <QrCode url={url} label={label} size={size} />;
}
