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

/** Anyone: the place a typed or scanned code names. */
export const publicPlace = (code: string) =>
  queryOptions({
    queryKey: ['public-place', code],
    queryFn: ({ signal }) =>
      api.get(`/api/public/places/${encodeURIComponent(code)}`, PublicPlace, { signal }),
    retry: false,
  });

export const sendPublicReport = (code: string, body: PublicReportCreate) =>
  api.post(`/api/public/places/${encodeURIComponent(code)}/reports`, body, PublicSubmissionAccepted);

export const confirmPublicReport = (submissionId: string, code: string) =>
  api.post(`/api/public/submissions/${submissionId}/confirm`, { code }, PublicConfirmed);

/** Anyone holding a follow link: that errand alone. */
export const followedErrand = (token: string) =>
  queryOptions({
    queryKey: ['public-errand', token],
    queryFn: ({ signal }) =>
      api.get(`/api/public/errands/${encodeURIComponent(token)}`, PublicErrandView, { signal }),
    retry: false,
  });

export const addFollowMessage = (token: string, text: string) =>
  api.post(`/api/public/errands/${encodeURIComponent(token)}/messages`, { text }, PublicErrandView);
