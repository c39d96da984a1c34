import { ImageUp, UserRound } from 'lucide-react';
import type { UploadFolder } from '../../../shared/access.ts';
import type { Profile } from '../../../shared/schemas/users.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { UploadProgress } from '../../components/ui/upload-progress.tsx';
import { FilePickerButton, useFileUpload } from '../../components/file-upload.tsx';
import { toastCallbacks } from '../../components/mutation-toasts.ts';
import { trpc } from '../../lib/trpc.ts';

export function ProfileImages({ profile, canSetLogo }: { profile: Profile; canSetLogo: boolean }) {
  const utils = trpc.useUtils();
  const callbacks = toastCallbacks(
    (result: { profile: Profile; messageKey: 'profileUpdated' | 'profilePhotoUpdated' }) => {
      utils.users.profile.setData(undefined, result.profile);
      void utils.auth.me.invalidate();
    },
  );
  const setPhoto = trpc.users.setPhoto.useMutation(callbacks);
  const setLogo = trpc.users.setLogo.useMutation(callbacks);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{canSetLogo ? 'Photo and logo' : 'Photo'}</CardTitle>
        <CardDescription>JPEG, PNG or WebP images.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <ImageUpload
          label="Profile photo"
          folder="profilephotos"
          imageUrl={profile.photoUrl}
          round
          onUploaded={(uploadId) => setPhoto.mutateAsync({ uploadId })}
        />
        {canSetLogo ? (
          <ImageUpload
            label="Custom logo"
            folder="logos"
            imageUrl={profile.customLogoUrl}
            onUploaded={(uploadId) => setLogo.mutateAsync({ uploadId })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

interface ImageUploadProps {
  label: string;
  folder: UploadFolder;
  imageUrl: string | null;
  round?: boolean;
  onUploaded: (uploadId: string) => Promise<unknown>;
}

/** One image: its current picture, a file picker, and the upload's progress bar. */
function ImageUpload({ label, folder, imageUrl, round = false, onUploaded }: ImageUploadProps) {
  const upload = useFileUpload(folder, { onUploaded: (uploaded) => onUploaded(uploaded.id) });
  const inputId = `${folder}-file`;
  return (
    <div className="grid content-start gap-3">
      <p className="text-sm font-medium text-neutral-800">{label}</p>
      <div className="flex items-center gap-4">
        <div
          className={
            round
              ? 'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-100'
              : 'flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50'
          }
        >
          {imageUrl ? (
            <img
              src={imageUrl}
              alt={label}
              className={round ? 'size-full object-cover' : 'max-h-full max-w-full object-contain'}
            />
          ) : (
            <UserRound className="size-8 text-neutral-400" aria-hidden />
          )}
        </div>
        <div>
          <FilePickerButton
            id={inputId}
            accept="image/jpeg,image/png,image/webp"
            label={`Upload ${label.toLowerCase()}`}
            busy={upload.uploading}
            onChange={(event) => void upload.handleFile(event)}
            variant="outline"
            size="sm"
          >
            <ImageUp aria-hidden />
            {imageUrl ? 'Change' : 'Upload'}
          </FilePickerButton>
        </div>
      </div>
      {upload.progress ? (
        <UploadProgress value={upload.progress.percent} label={upload.progress.name} />
      ) : null}
    </div>
  );
}
