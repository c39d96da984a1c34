import { useEffect, useId } from 'react';
import { ImageUp, Trash2 } from 'lucide-react';
import { FilePickerButton, useFileUpload } from '../../components/file-upload.tsx';
import { Button } from '../../components/ui/button.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { UploadError } from '../../lib/upload.ts';
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
  const {
    progress,
    uploading: busy,
    handleFile,
  } = useFileUpload('recipes', {
    onUploaded: (uploaded) => {
      const key = uploaded.url.startsWith(FILES_PREFIX) ? uploaded.url.slice(FILES_PREFIX.length) : null;
      if (key === null) throw new UploadError('The photo could not be uploaded. Please try again.');
      onChange({ key, stored: null, uploadedUrl: uploaded.url });
    },
    failureText: () => 'The photo could not be uploaded.',
  });
  // While an upload runs the recipe cannot be saved: it would be saved without the new photo.
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

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
          <FilePickerButton
            id={inputId}
            accept="image/jpeg,image/png,image/webp"
            label="Upload recipe photo"
            describedBy={error ? errorId : undefined}
            busy={busy}
            onChange={(event) => void handleFile(event)}
            variant="outline"
            size="sm"
          >
            <ImageUp aria-hidden />
            {photo ? 'Change photo' : 'Upload photo'}
          </FilePickerButton>
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
