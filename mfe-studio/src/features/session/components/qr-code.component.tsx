import qrcode from 'qrcode-generator';

/** A QR code of `text` drawn as SVG squares (no markup from a string), for an authenticator app to scan. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  const cells: string[] = [];
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) if (qr.isDark(row, col)) cells.push(`M${col + margin} ${row + margin}h1v1h-1z`);
  }
  const size = count + 2 * margin;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={size * 5} height={size * 5} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
