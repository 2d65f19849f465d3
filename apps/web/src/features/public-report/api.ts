import {
  type PlaceKind,
  PlacePublicCode,
  PublicConfirmed,
  PublicErrandView,
  PublicPlace,
  type PublicReportCreate,
  PublicReportingSetting,
  PublicSubmissionAccepted,
} from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download-csv';
import { queryKeys, useInvalidatingMutation } from '../../lib/queries';

const codeKey = (kind: PlaceKind, id: string) => [...queryKeys.properties, 'public-code', kind, id];

/** Staff: the place's public code (made on first ask), its URL and the property's switch. */
export const placeCode = (kind: PlaceKind, id: string | undefined) =>
  queryOptions({
    queryKey: codeKey(kind, id ?? ''),
    queryFn: ({ signal }) => api.get(`/api/places/${kind}/${id}/public-code`, PlacePublicCode, { signal }),
    enabled: Boolean(id),
  });

export const downloadSign = (kind: PlaceKind, id: string, language: 'sv' | 'en') =>
  downloadFile(`/api/places/${kind}/${id}/sign?language=${language}`);

export const useSetPublicReporting = () =>
  useInvalidatingMutation(
    ({ propertyId, enabled }: { propertyId: string; enabled: boolean }) =>
      api.put(`/api/properties/${propertyId}/public-reporting`, { enabled }, PublicReportingSetting),
    [[...queryKeys.properties, 'public-code']],
  );

/** What a public page reads by its code or link; not asked again on failure, as a code the server does not know stays unknown. */
export const publicQuery = <T>(queryKey: readonly string[], path: string, schema: z.ZodType<T>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => api.get(path, schema, { signal }), retry: false });

/** Anyone: the place a typed or scanned code names. */
export const publicPlace = (code: string) =>
  publicQuery(['public-place', code], `/api/public/places/${encodeURIComponent(code)}`, PublicPlace);

export const sendPublicReport = (code: string, body: PublicReportCreate) =>
  api.post(`/api/public/places/${encodeURIComponent(code)}/reports`, body, PublicSubmissionAccepted);

export const confirmPublicReport = (submissionId: string, code: string) =>
  api.post(`/api/public/submissions/${submissionId}/confirm`, { code }, PublicConfirmed);

/** Anyone holding a follow link: that errand alone. */
export const followedErrand = (token: string) =>
  publicQuery(['public-errand', token], `/api/public/errands/${encodeURIComponent(token)}`, PublicErrandView);

export const addFollowMessage = (token: string, text: string) =>
  api.post(`/api/public/errands/${encodeURIComponent(token)}/messages`, { text }, PublicErrandView);
