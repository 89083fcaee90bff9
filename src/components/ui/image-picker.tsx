import { IMAGE_ACCEPT } from '@contracts/uploads';
import { useLingui } from '@lingui/react/macro';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './form.css';
import { useImagePreview } from './use-image-preview';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ImagePickerProps {
  /** The file input's id (its error is `${id}-error`). */
  id: string;
  label: string;
  /** The file chosen now (a browser File), if any. */
  file: unknown;
  /** The stored image's URL, shown while no other file is chosen ('' for none). */
  currentUrl?: string | undefined;
  error?: string | undefined;
  disabled?: boolean;
  onChoose: (file: File | undefined) => void;
}

/**
 * A file picker for images only (`accept` PNG, JPEG, WebP, GIF; the screen's machine checks the type and
 * the server decodes it), with a preview of the chosen image or the stored one, and its error.
 */
export function ImagePicker({ id, label, file, currentUrl, error, disabled, onChoose }: ImagePickerProps) {
  const { t } = useLingui();
  const name = label.toLowerCase();
  const preview = useImagePreview(file) ?? (file ? undefined : currentUrl || undefined);
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className={css.input}
        disabled={disabled}
        aria-invalid={error !== undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {preview && <img src={preview} alt={t`Preview of the ${name}`} className={css.preview} />}
      {error && (
        <p id={`${id}-error`} role="alert" className={css.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
