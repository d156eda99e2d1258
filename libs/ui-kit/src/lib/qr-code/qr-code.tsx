import { QRCodeSVG } from 'qrcode.react';

/** Props of {@link QRCode}. */
export interface QRCodeProps {
  /** The text to encode, typically a download URL. */
  value: string;
  /** Accessible name (e.g. "QR code of the download link"). */
  label: string;
  /** Width and height in px. Default 200 (upstream: 200 for files, 100 for folders). */
  size?: number;
}

/** A QR code drawn as inline SVG with error-correction level M, on a white quiet zone. */
export function QRCode({ value, label, size = 200 }: QRCodeProps) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={2}
      role="img"
      aria-label={label}
      bgColor="#ffffff"
      fgColor="#000000"
    />
  );
}
