import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useIntl } from 'react-intl';
import { FieldMessages, describedBy } from '../../internal/FieldFrame.tsx';
import * as fieldStyles from '../../internal/field.css.ts';
import { visuallyHidden } from '../../internal/visuallyHidden.css.ts';
import { button } from '../Button/Button.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './FileUpload.css.ts';
import { fileUploadMessages } from './FileUpload.messages.ts';

export const fileUploadImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const defaultMaxBytes = 5 * 1024 * 1024;
export const defaultMaxDimension = 8192;

export type FileUploadError = 'tooLarge' | 'wrongType' | 'tooManyPixels';

export type FileUploadProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'accept' | 'children' | 'value' | 'defaultValue' | 'multiple'
> & {
  label: ReactNode;
  /** Called with the chosen valid image, or null when removed or rejected. */
  onFileChange?: (file: File | null) => void;
  /** Called when a chosen file is rejected by the built-in checks. */
  onReject?: (reason: FileUploadError, file: File) => void;
  /** Accepts react-hook-form's `register()` ref (a callback ref) or any other ref. */
  ref?: Ref<HTMLInputElement>;
  /** Largest file size in bytes (default 5 MB). */
  maxBytes?: number;
  /** Largest image width / height in pixels (checked after the image loads). */
  maxWidth?: number;
  maxHeight?: number;
  invalid?: boolean;
  /** Already translated; shown under the field. The built-in checks' own errors take precedence. */
  errorMessage?: ReactNode;
  hint?: ReactNode;
};

function loadImage(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable image'));
    image.src = url;
  });
}

/**
 * An image picker (JPEG, PNG, WebP) with a preview, a size limit and a dimension limit, and a remove button.
 * The native input stays in the page (visually hidden) so keyboard, screen readers and react-hook-form work.
 */
export function FileUpload({
  label,
  onFileChange,
  onReject,
  maxBytes = defaultMaxBytes,
  maxWidth = defaultMaxDimension,
  maxHeight = defaultMaxDimension,
  invalid = false,
  errorMessage,
  hint,
  id: idProp,
  className,
  disabled,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: FileUploadProps) {
  const intl = useIntl();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const chooseId = `${id}-choose`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [error, setError] = useState<FileUploadError | null>(null);
  const attempt = useRef(0);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const reject = (reason: FileUploadError, file: File) => {
    setError(reason);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
    onReject?.(reason, file);
    onFileChange?.(null);
  };

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const file = event.target.files?.[0];
    if (!file) return;
    const current = ++attempt.current;
    if (!(fileUploadImageTypes as readonly string[]).includes(file.type)) return reject('wrongType', file);
    if (file.size > maxBytes) return reject('tooLarge', file);
    const url = URL.createObjectURL(file);
    try {
      const { width, height } = await loadImage(url);
      if (current !== attempt.current) return URL.revokeObjectURL(url);
      if (width > maxWidth || height > maxHeight) {
        URL.revokeObjectURL(url);
        return reject('tooManyPixels', file);
      }
    } catch {
      URL.revokeObjectURL(url);
      if (current === attempt.current) reject('wrongType', file);
      return;
    }
    setError(null);
    setPreview({ url, name: file.name });
    onFileChange?.(file);
  };

  const remove = () => {
    attempt.current += 1;
    setPreview(null);
    setError(null);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
    onFileChange?.(null);
  };

  const maxSize = intl.formatNumber(maxBytes / (1024 * 1024), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const errorText =
    error === 'tooLarge'
      ? intl.formatMessage(fileUploadMessages.tooLarge, { maxSize })
      : error === 'tooManyPixels'
        ? intl.formatMessage(fileUploadMessages.tooManyPixels, {
            width: intl.formatNumber(maxWidth),
            height: intl.formatNumber(maxHeight),
          })
        : error === 'wrongType'
          ? intl.formatMessage(fileUploadMessages.wrongType)
          : null;
  const shownError = errorText ?? errorMessage;
  const hasError = Boolean(shownError);
  const isInvalid = invalid || hasError;

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={isInvalid}>
        {preview ? (
          <>
            <img
              className={styles.preview}
              src={preview.url}
              alt={intl.formatMessage(fileUploadMessages.previewAlt, { name: preview.name })}
            />
            <span className={styles.fileName}>{preview.name}</span>
          </>
        ) : null}
        <div className={styles.actions}>
          <input
            ref={setRefs}
            id={id}
            type="file"
            accept={fileUploadImageTypes.join(',')}
            className={visuallyHidden}
            disabled={disabled}
            aria-labelledby={`${labelId} ${chooseId}`}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy(id, Boolean(hint), hasError, ariaDescribedBy)}
            onChange={(event) => void handleChange(event)}
            {...inputProps}
          />
          <label
            htmlFor={id}
            id={chooseId}
            className={[button({ variant: 'secondary', size: 'sm' }), styles.chooseLabel].join(' ')}
            aria-disabled={disabled || undefined}
          >
            {intl.formatMessage(preview ? fileUploadMessages.replace : fileUploadMessages.choose)}
          </label>
          {preview ? (
            <Button variant="ghost" size="sm" onClick={remove} disabled={disabled}>
              {intl.formatMessage(fileUploadMessages.remove)}
            </Button>
          ) : null}
        </div>
      </div>
      <FieldMessages id={id} hint={hint} errorMessage={shownError} />
    </div>
  );
}
