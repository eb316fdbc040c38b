import { useEffect, useRef, useState } from "react";

// The camera for a practice answer: opened while the applicant prepares, recording during the
// answer. The recording is a local object URL, never uploaded, revoked when replaced or unmounted.
export function useCameraRecorder() {
  const [recording, setRecording] = useState<string | null>(null);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  // The answer can begin before the camera has opened (a slow device, a permission prompt):
  // recording waits for the opening instead of finding no stream.
  const opening = useRef<Promise<void>>(Promise.resolve());
  // Set when the answer ends, so an opening that finishes afterwards does not start recording.
  const stopping = useRef(false);

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopCamera(), []);
  useEffect(() => () => void (recording && URL.revokeObjectURL(recording)), [recording]);

  const openCamera = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      if (preview.current) preview.current.srcObject = stream.current;
    } catch {
      setCameraProblem("The camera or microphone is not available: you can still practice against the clock, without a recording.");
    }
  };

  const open = () => {
    setRecording(null);
    setCameraProblem(null);
    stopping.current = false;
    opening.current = openCamera();
    return opening.current;
  };

  const record = async () => {
    await opening.current;
    if (stopping.current) return stopCamera();
    if (!stream.current || typeof MediaRecorder === "undefined") return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current);
    media.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    media.onstop = () => {
      stopCamera();
      if (chunks.length) setRecording(URL.createObjectURL(new Blob(chunks, { type: media.mimeType || "video/webm" })));
      else setCameraProblem("Nothing was recorded: the answer ended before the camera captured anything.");
    };
    recorder.current = media;
    media.start(1_000);
  };

  const stop = () => {
    stopping.current = true;
    if (recorder.current?.state === "recording") recorder.current.stop();
    else stopCamera();
  };

  return { preview, recording, cameraProblem, open, record, stop, clear: () => setRecording(null) };
}
