import { useEffect, useState } from 'react';

/**
 * A `data:` URL of a chosen image file, for a preview before it is uploaded (the CSP allows `data:` images,
 * not `blob:`). Undefined while it is read, and for anything that is not a file.
 */
export function useImagePreview(file: unknown): string | undefined {
  const [preview, setPreview] = useState<{ file: Blob; url: string }>();
  useEffect(() => {
    if (!(file instanceof Blob)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  // A preview of an earlier file is never shown for the one chosen now.
  return preview && preview.file === file ? preview.url : undefined;
}
