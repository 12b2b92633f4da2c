import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { errorMessage, useAuthStore } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { profileImageProblem } from '../../dealer-api';
import { useReplaceProfileImage } from '../../account-checks/hooks/use-account-checks';
import { useGamificationId } from '../../rewards/hooks/use-account-ids';
import { uploadProfileImage } from '../api/profile-image-upload.resource';
import { cropToSquare } from '../crop-image';
import styles from './profile.module.css';

export const PICTURE_SAVED = 'Your picture is saved.';

type Step = { kind: 'idle' } | { kind: 'cropped'; picture: Blob; preview: string } | { kind: 'saving'; picture: Blob; preview: string } | { kind: 'saved' } | { kind: 'failed'; message: string };

const previewOf = (step: Step) => (step.kind === 'cropped' || step.kind === 'saving' ? step.preview : null);

/**
 * The profile picture (the rewards account's image, shown in the navigation): choose a file, see it cropped
 * to the centred square, save it (POST users/{id}/image). A wrong type, a file too large or one that cannot be
 * read is said in words before anything is sent; the API's refusal is shown as it words it.
 */
export function ProfilePicture() {
  const inputId = useId();
  const account = useGamificationId();
  const avatarUrl = useAuthStore((s) => s.avatarUrl);
  const replaceImage = useReplaceProfileImage();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const preview = previewOf(step);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profileImageProblem(file);
    if (problem) return setStep({ kind: 'failed', message: problem });
    try {
      const picture = await cropToSquare(file);
      setStep({ kind: 'cropped', picture, preview: URL.createObjectURL(picture) });
    } catch (reason) {
      setStep({ kind: 'failed', message: (reason as Error).message });
    }
  };
  const save = async () => {
    if (step.kind !== 'cropped' || account.status !== 'success') return;
    setStep({ ...step, kind: 'saving' });
    try {
      replaceImage((await uploadProfileImage(account.id, step.picture)).imageUrl);
      setStep({ kind: 'saved' });
    } catch (reason) {
      setStep({ kind: 'failed', message: errorMessage(reason, 'The picture could not be saved. Try again.') });
    }
  };

  const shown = preview ?? avatarUrl;
  return (
    <section aria-labelledby={`${inputId}-title`} className={styles.picture}>
      <h2 id={`${inputId}-title`} className={styles.pictureTitle}>Profile picture</h2>
      {shown ? <img className={styles.pictureImage} src={shown} alt={preview ? 'Your new picture, cropped to a square' : 'Your picture'} /> : null}
      {account.status === 'error' ? <p className={styles.pictureHint}>{account.message} Pictures can be added once it is ready.</p> : null}
      <label htmlFor={inputId} className={styles.pictureChoose}>{shown ? 'Choose another picture' : 'Choose a picture'}</label>
      <input id={inputId} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(e) => void choose(e)} disabled={account.status !== 'success'} />
      <p className={styles.pictureHint}>PNG, JPEG, GIF or WebP, at most 10 MB. It is cropped to the centred square.</p>
      {step.kind === 'failed' ? <p className={styles.pictureError} role="alert">{step.message}</p> : null}
      <p role="status" className={styles.quiet}>{step.kind === 'saved' ? PICTURE_SAVED : null}</p>
      {preview ? (
        <div className={styles.pictureActions}>
          <Button type="button" onClick={() => void save()} disabled={step.kind === 'saving'}>{step.kind === 'saving' ? 'Saving picture…' : 'Save picture'}</Button>
          <Button type="button" theme="secondary" onClick={() => setStep({ kind: 'idle' })} disabled={step.kind === 'saving'}>Cancel</Button>
        </div>
      ) : null}
    </section>
  );
}
