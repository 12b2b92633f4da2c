import { useCallback, useRef } from 'react';
import { saveBuild, type SaveBuildRequest } from '../../build-state';

/**
 * The build's token for a lead: the saved one, else the build is saved once (on the first send) and the
 * token reused, so sending to several dealers does not store the same build again.
 */
export function useBuildToken(build: SaveBuildRequest, savedToken: string | null) {
  const key = JSON.stringify(build);
  const cache = useRef<{ key: string; token: Promise<string> } | null>(null);
  return useCallback(async (): Promise<string> => {
    if (savedToken) return savedToken;
    if (cache.current?.key !== key) {
      const token = saveBuild(JSON.parse(key) as SaveBuildRequest).then((r) => r.token);
      cache.current = { key, token };
      token.catch(() => { cache.current = null; });
    }
    return cache.current.token;
  }, [key, savedToken]);
}
