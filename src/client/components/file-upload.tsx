import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { UploadFolder } from '../../shared/access.ts';
import { MESSAGE_TIMEOUT_MS } from '../../shared/messages.ts';
import { cn } from '../lib/cn.ts';
import { uploadFile, UploadError, type UploadedFile } from '../lib/upload.ts';
import { Button, type ButtonProps } from './ui/button.tsx';
import { toast } from './ui/toast.tsx';

interface FileUploadOptions {
  /** What to do with the stored file (save it on the profile, start its import...). */
  onUploaded: (uploaded: UploadedFile, file: File) => Promise<unknown> | void;
  /**
   * The toast for a failure other than the upload's own refusal (which always says why); none when the
   * procedure called in `onUploaded` has said it already.
   */
  failureText?: (error: unknown) => string;
}

/**
 * A picked file sent to `folder` with its progress (for `UploadProgress`), then `onUploaded`; the finished
 * progress clears after 3 s (SPEC §9). `uploading` is true until the file is stored and `onUploaded` is done.
 */
export function useFileUpload(folder: UploadFolder, { onUploaded, failureText }: FileUploadOptions) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  // Busy from the pick until `onUploaded` has finished: the bytes reach 100 % before the server has stored
  // the file, and a form saved in between would be saved without it.
  const [uploading, setUploading] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(clearTimer.current ?? undefined), []);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    clearTimeout(clearTimer.current ?? undefined);
    setProgress({ name: file.name, percent: 0 });
    setUploading(true);
    try {
      const uploaded = await uploadFile(folder, file, (percent) => setProgress({ name: file.name, percent }));
      await onUploaded(uploaded, file);
      clearTimer.current = setTimeout(() => setProgress(null), MESSAGE_TIMEOUT_MS);
    } catch (error) {
      setProgress(null);
      if (error instanceof UploadError) toast.error(error.message);
      else if (failureText) toast.error(failureText(error));
    } finally {
      setUploading(false);
    }
  }

  return { progress, uploading, handleFile };
}

interface FilePickerButtonProps extends Omit<ButtonProps, 'onChange' | 'asChild'> {
  id: string;
  accept: string;
  /** The file input's accessible name ("Upload recipe photo"). */
  label: string;
  busy: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Describes the input, such as its error. */
  describedBy?: string | undefined;
  children: ReactNode;
}

/**
 * A button that opens the file picker: a hidden file input, and the button (its label) standing for it,
 * with the input's focus ring; it cannot be pressed while `busy`.
 */
export function FilePickerButton({
  id,
  accept,
  label,
  busy,
  onChange,
  describedBy,
  className,
  children,
  ...buttonProps
}: FilePickerButtonProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        aria-label={label}
        aria-describedby={describedBy}
        disabled={busy}
        onChange={(event) => onChange(event)}
      />
      <Button
        asChild
        className={cn(
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600',
          busy && 'pointer-events-none opacity-50',
          className,
        )}
        {...buttonProps}
      >
        <label htmlFor={id} className="cursor-pointer">
          {children}
        </label>
      </Button>
    </>
  );
}
