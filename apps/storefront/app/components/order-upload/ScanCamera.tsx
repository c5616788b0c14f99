import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/messages.ts';
import { createFrameReader } from './barcode-reader.ts';

type CameraState = 'starting' | 'active' | 'denied' | 'noCamera' | 'unsupported';

/** How long the same code is ignored after a scan: the camera sees it many times a second. */
const SAME_CODE_PAUSE_MS = 2500;
const FRAME_INTERVAL_MS = 200;

/**
 * The camera part of the scan modal (code-split: loaded when the modal opens). Starts the back camera, reads a frame
 * five times a second and hands each new code to `onCode`; stops the camera when it unmounts.
 */
export default function ScanCamera({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unsupported');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : '';
        return setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera');
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      let read;
      try {
        read = await createFrameReader();
      } catch {
        return setState('unsupported');
      }
      setState('active');
      const tick = async () => {
        if (stopped || !video.current) return;
        const code = await read(video.current).catch(() => null);
        const now = Date.now();
        if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
          last.code = code;
          last.at = now;
          handler.current(code);
        } else if (code) {
          last.at = now;
        }
        timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const message =
    state === 'starting'
      ? t('scan.starting')
      : state === 'active'
        ? t('scan.active')
        : state === 'denied'
          ? t('scan.denied')
          : state === 'noCamera'
            ? t('scan.noCamera')
            : t('scan.unsupported');
  const problem = state === 'denied' || state === 'noCamera' || state === 'unsupported';
  return (
    <div className="scan-camera">
      {!problem && <video ref={video} className="scan-camera__video" muted playsInline aria-label={t('scan.video')} />}
      <p className={problem ? 'alert alert--warning' : 'scan-camera__state'} role={problem ? 'alert' : 'status'} data-testid="scan-state">
        {message}
      </p>
    </div>
  );
}
