import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `url` as an image (made in the browser: the address never leaves it). */
export function QrCode({ url, label, size = 120 }: { url: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [url, size]);
  if (!src) return null;
  return <img src={src} alt={label} width={size} height={size} data-testid="work-order-qr" />;
}
