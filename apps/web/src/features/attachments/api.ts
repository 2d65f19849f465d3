import { FileLimits, type FilePurpose, ReportFile, ReportFileList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, apiErrorForStatus, apiUrl, currentLocale, readAccessToken } from '../../lib/api';
import { queryKeys, useInvalidatingMutation } from '../../lib/queries';

/**
 * The server's defaults (docs/decisions/0026-photos-and-files.md), used until its configured limits
 * have arrived.
 */
export const DEFAULT_LIMITS: FileLimits = {
  maxFiles: 10,
  maxFileMb: 15,
  maxErrandFiles: 100,
  maxErrandMb: 500,
};

const fileLimits = queryOptions({
  queryKey: ['files', 'limits'],
  queryFn: ({ signal }) => api.get('/api/files/limits', FileLimits, { signal }),
  // Settings change only with a restart of the server.
  staleTime: Number.POSITIVE_INFINITY,
});

/** The configured limits of one upload (the server checks them again). */
export function useFileLimits(): FileLimits {
  return useQuery(fileLimits).data ?? DEFAULT_LIMITS;
}

/** Under the report keys, so every report change (and the hub's FilesAdded) refreshes the gallery. */
export const reportFiles = (reportId: string) =>
  queryOptions({
    queryKey: [...queryKeys.reports, 'files', reportId],
    queryFn: ({ signal }) => api.get(`/api/reports/${reportId}/files`, ReportFileList, { signal }),
  });

export const useDeleteFile = () =>
  useInvalidatingMutation((file: ReportFile) => api.del(file.url), [queryKeys.reports, queryKeys.events]);

/** Keeps the file for the errand (it survives its uploader's erasure), or no longer; staff only. */
export const useKeepFile = () =>
  useInvalidatingMutation(
    ({ file, kept }: { file: ReportFile; kept: boolean }) =>
      api.put(`${file.url}/kept`, { kept }, ReportFile),
    [queryKeys.reports],
  );

export interface UploadRequest {
  reportId: string;
  files: readonly File[];
  purpose: FilePurpose;
  note?: string;
  /** Bytes of the request body sent so far, of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** Where to post instead of /api/reports/:id/files (a work-order link's files, by its token). */
  path?: string;
}

/**
 * POST /api/reports/:id/files with XMLHttpRequest, the one browser API that reports upload
 * progress. Text fields go first: the server reads them before the files.
 */
export function uploadFiles({
  reportId,
  files,
  purpose,
  note,
  onProgress,
  path,
}: UploadRequest): Promise<ReportFile[]> {
  const form = new FormData();
  form.append('purpose', purpose);
  if (note) form.append('note', note);
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path ?? `/api/reports/${reportId}/files`));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLocale());
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded, e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) {
        resolve(ReportFileList.parse(body).items);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      // Without the server's envelope only the status is known (its status text is not for users).
      reject(
        error?.code && error.message
          ? new ApiError(xhr.status, error.code as ApiError['code'], error.message)
          : apiErrorForStatus(xhr.status),
      );
    };
    xhr.send(form);
  });
}
