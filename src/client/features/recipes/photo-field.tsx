import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { MESSAGE_TIMEOUT_MS } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { cn } from '../../lib/cn.ts';
import { uploadFile, UploadError } from '../../lib/upload.ts';
import type { PhotoDraft } from './recipe-draft.ts';
import { RecipePhoto } from './recipe-photo.tsx';

/** Where the server serves a stored file; the rest of the address is the file's storage key. */
const FILES_PREFIX = '/files/';

export interface PhotoFieldProps {
  photo: PhotoDraft | null;
  onChange: (photo: PhotoDraft | null) => void;
  error?: string | null;
  /** While an upload runs the recipe cannot be saved: it would be saved without the new photo. */
  onBusyChange: (busy: boolean) => void;
}

/** The recipe photo: its thumbnail, a file picker, and the upload's progress bar (SPEC §7 recipes/). */
export function PhotoField({ photo, onChange, error, onBusyChange }: PhotoFieldProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const busy = progress !== null && progress.percent < 100;

  useEffect(() => () => clearTimeout(clearTimer.current ?? undefined), []);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    clearTimeout(clearTimer.current ?? undefined);
    setProgress({ name: file.name, percent: 0 });
    onBusyChange(true);
    try {
      const uploaded = await uploadFile('recipes', file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      const key = uploaded.url.startsWith(FILES_PREFIX) ? uploaded.url.slice(FILES_PREFIX.length) : null;
      if (key === null) throw new UploadError('The photo could not be uploaded. Please try again.');
      onChange({ key, stored: null, uploadedUrl: uploaded.url });
      // SPEC §9: the finished progress display clears after 3 s.
      clearTimer.current = setTimeout(() => setProgress(null), MESSAGE_TIMEOUT_MS);
    } catch (failure) {
      setProgress(null);
      toast.error(failure instanceof UploadError ? failure.message : 'The photo could not be uploaded.');
    } finally {
      onBusyChange(false);
    }
  }

  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-neutral-800">Photo</p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="h-24 w-32 shrink-0 overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50">
          {photo?.uploadedUrl ? (
            <img src={photo.uploadedUrl} alt="Recipe photo" className="size-full object-cover" />
          ) : (
            <RecipePhoto
              photo={photo?.stored ?? null}
              size="thumb"
              alt="Recipe photo"
              className="size-full"
            />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="peer sr-only"
            aria-label="Upload recipe photo"
            aria-describedby={error ? errorId : undefined}
            disabled={busy}
            onChange={(event) => void handleFile(event)}
          />
          <Button
            asChild
            variant="outline"
            size="sm"
            className={cn(
              // The file input itself is hidden; its focus ring shows on the button that stands for it.
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600',
              busy && 'pointer-events-none opacity-50',
            )}
          >
            <label htmlFor={inputId} className="cursor-pointer">
              <ImageUp aria-hidden />
              {photo ? 'Change photo' : 'Upload photo'}
            </label>
          </Button>
          {photo && !busy ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <Trash2 aria-hidden />
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-neutral-600">A JPEG, PNG or WebP image; landscape photos look best.</p>
      {progress ? <UploadProgress value={progress.percent} label={progress.name} /> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
