import { Viewer } from '@photo-sphere-viewer/core';
import '@photo-sphere-viewer/core/index.css';

export interface SphereViewerEvents {
  onReady(): void;
  onError(): void;
  /** The view turned: yaw and pitch in radians. */
  onTurn(yaw: number, pitch: number): void;
}

/**
 * Photo Sphere Viewer showing an equirectangular `panorama` in `host`. Its arrow keys work while `host` has focus
 * (not page-wide); drag turns the view. Returns the teardown. This module and its three.js are one lazy chunk.
 */
export function mountSphereViewer(host: HTMLElement, panorama: string, on: SphereViewerEvents): () => void {
  let viewer: Viewer;
  try {
    viewer = new Viewer({ container: host, panorama, navbar: false, keyboard: false, loadingTxt: '', defaultZoomLvl: 0, mousewheelCtrlKey: true });
  } catch {
    // No WebGL: the viewer cannot start.
    on.onError();
    return () => undefined;
  }
  viewer.addEventListener('ready', () => on.onReady(), { once: true });
  viewer.addEventListener('panorama-error', () => on.onError());
  viewer.addEventListener('position-updated', ({ position }) => on.onTurn(position.yaw, position.pitch));
  const keysOn = () => viewer.startKeyboardControl();
  const keysOff = () => viewer.stopKeyboardControl();
  host.addEventListener('focus', keysOn);
  host.addEventListener('blur', keysOff);
  if (document.activeElement === host) keysOn();
  return () => {
    host.removeEventListener('focus', keysOn);
    host.removeEventListener('blur', keysOff);
    viewer.destroy();
  };
}
