import type { FilePurpose } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-text';
import { queryKeys } from '../../lib/queries';
import { uploadFiles, useFileLimits } from './api';

export type UploadStatus = 'pending' | 'sending' | 'done' | 'failed';

/** A file chosen for upload: its preview, and how far its bytes have gone. */
export interface StagedFile {
  key: string;
  file: File;
  /** An object URL for images, shown before anything is sent. */
  preview: string | null;
  /** 0–1, from the request's upload progress. */
  progress: number;
  status: UploadStatus;
}

const isImage = (f: File) =>
  f.type.startsWith('image/') && f.type !== 'image/heic' && f.type !== 'image/heif';

/**
 * The files a form is about to send, with previews, per-file progress and retry. One request
 * carries them all (one timeline entry, "Karin added 2 photos"); each file's bar follows the
 * bytes of its own part, since a multipart body sends its parts in order.
 */
export function useUploads() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const { maxFiles, maxFileMb } = useFileLimits();
  const [files, setFiles] = useState<StagedFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** Files not taken because they are over the size limit, named; not a failure to retry. */
  const [leftOut, setLeftOut] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const latest = useRef(files);
  latest.current = files;

  // Previews are released when the files go (and when the form goes).
  useEffect(
    () => () => {
      for (const f of latest.current) if (f.preview) URL.revokeObjectURL(f.preview);
    },
    [],
  );

  /** Takes an array, not a FileList: an input's list empties when the input is reset. */
  const add = useCallback(
    (list: readonly File[]) => {
      // A file over the limit is left out at once, rather than refused by the server after the wait.
      const fits = list.filter((f) => f.size <= maxFileMb * 1024 * 1024);
      const tooLarge = list.filter((f) => !fits.includes(f)).map((f) => f.name);
      setLeftOut(
        tooLarge.length ? t('attachments.ui.tooLarge', { names: tooLarge.join(', '), mb: maxFileMb }) : null,
      );
      setFiles((prev) => {
        const next = [...prev];
        for (const file of fits) {
          if (next.length >= maxFiles) break;
          next.push({
            key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
            file,
            preview: isImage(file) ? URL.createObjectURL(file) : null,
            progress: 0,
            status: 'pending',
          });
        }
        return next;
      });
    },
    [maxFiles, maxFileMb, t],
  );

  const remove = useCallback((key: string) => {
    setFiles((prev) => {
      const gone = prev.find((f) => f.key === key);
      if (gone?.preview) URL.revokeObjectURL(gone.preview);
      return prev.filter((f) => f.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    for (const f of latest.current) if (f.preview) URL.revokeObjectURL(f.preview);
    setFiles([]);
    setError(null);
    setLeftOut(null);
  }, []);

  /** Sends every file not yet sent; resolves true when all arrived. A failure can be retried. */
  const send = useCallback(
    async (reportId: string, purpose: FilePurpose, note?: string): Promise<boolean> => {
      const batch = latest.current.filter((f) => f.status !== 'done');
      if (batch.length === 0) return true;
      const keys = new Set(batch.map((f) => f.key));
      // Where each file's bytes start in the body (the text fields and part headers are small).
      const sizes = batch.map((f) => f.file.size);
      const total = sizes.reduce((a, b) => a + b, 0) || 1;
      const update = (fn: (f: StagedFile, i: number) => Partial<StagedFile>) =>
        setFiles((prev) =>
          prev.map((f) => {
            const i = batch.findIndex((b) => b.key === f.key);
            return keys.has(f.key) ? { ...f, ...fn(f, i) } : f;
          }),
        );
      setSending(true);
      setError(null);
      update(() => ({ status: 'sending', progress: 0 }));
      try {
        await uploadFiles({
          reportId,
          files: batch.map((f) => f.file),
          purpose,
          note,
          onProgress: (loaded, bodyTotal) => {
            const sent = (loaded / bodyTotal) * total;
            let start = 0;
            const starts = sizes.map((s) => {
              const at = start;
              start += s;
              return at;
            });
            update((_, i) => ({ progress: Math.max(0, Math.min(1, (sent - starts[i]!) / (sizes[i] || 1))) }));
          },
        });
        update(() => ({ status: 'done', progress: 1 }));
        void qc.invalidateQueries({ queryKey: queryKeys.reports });
        void qc.invalidateQueries({ queryKey: queryKeys.events });
        return true;
      } catch (e) {
        update(() => ({ status: 'failed' }));
        setError(errorMessage(t, e));
        return false;
      } finally {
        setSending(false);
      }
    },
    [qc, t],
  );

  return { files, add, remove, clear, send, sending, error, leftOut, maxFiles, maxFileMb };
}

export type Uploads = ReturnType<typeof useUploads>;
