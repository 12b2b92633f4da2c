import { useState, useSyncExternalStore } from 'react';
import { errorMessage } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { saveBuild, type SaveBuildRequest } from '../../build-state';
import styles from '../build.module.css';

interface Props {
  build: SaveBuildRequest;
  summaryPath: string;
  token?: string | null;
  /** Saves the build once for the page (shared with 'Send my build to a dealer'); default: saves it here. */
  buildToken?: () => Promise<string>;
}

const subscribeNever = () => () => undefined;

/**
 * The site's origin for the share link: the browser's, and none where there is no window (the server draws
 * the link as its path) nor while the browser adopts that drawn link, so the two match.
 */
function useOrigin(): string {
  return useSyncExternalStore(subscribeNever, () => window.location.origin, () => '');
}

/** Saves the build (POST /web/form/buildprice) and shows its link, to open on another device. */
export function ShareBuild({ build, summaryPath, token: savedToken, buildToken }: Props) {
  const [token, setToken] = useState<string | null>(savedToken ?? null);
  const [state, setState] = useState<'idle' | 'saving' | 'error'>('idle');
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const origin = useOrigin();
  const link = token ? `${origin}${summaryPath}?build=${token}` : '';
  const save = async () => {
    setState('saving');
    try {
      setToken(buildToken ? await buildToken() : (await saveBuild(build)).token);
      setState('idle');
    } catch (e) {
      setError(errorMessage(e, 'Your build could not be saved. Please try again.'));
      setState('error');
    }
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
  };
  if (!token) {
    return (
      <div>
        <Button onClick={save} disabled={state === 'saving'}>{state === 'saving' ? 'Saving…' : 'Save & share my build'}</Button>
        {state === 'error' ? <p role="alert">{error}</p> : null}
      </div>
    );
  }
  return (
    <div className={styles.share}>
      <label htmlFor="build-share-link">Share link</label>
      <input id="build-share-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
      <Button theme="secondary" size="sm" onClick={copy}>Copy link</Button>
      <span role="status">{copied ? 'Link copied' : ''}</span>
    </div>
  );
}
