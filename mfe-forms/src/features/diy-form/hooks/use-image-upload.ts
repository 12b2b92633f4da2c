import { useEffect, useState } from 'react';
import { validateImageUpload } from '@rv/domain/forms';

/** The first bytes of a file, which decide its type (never its name). */
export function readHead(file: Blob, length = 16): Promise<Uint8Array> {
  const blob = file.slice(0, length);
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The DIY image (spec: validation rules: correct type, at most 12mb), checked before any upload so a person with a
 * 40 MB photo learns it at once; an accepted image gets a preview.
 */
export function useImageUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const choose = async (chosen: File | null) => {
    if (!chosen) {
      setFile(null);
      setError(undefined);
      return;
    }
    const message = validateImageUpload({ size: chosen.size, head: await readHead(chosen) });
    setError(message);
    setFile(message ? null : chosen);
  };

  const clear = () => {
    setFile(null);
    setError(undefined);
  };

  return { file, error, preview, choose, clear };
}
