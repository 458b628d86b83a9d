/** SWR keys and URLs of a document's history (`server/src/routes/documents/history.ts`). */
export const historyKeys = {
  history: (id: number, before?: number) =>
    before === undefined
      ? `/api/documents/${id}/history`
      : `/api/documents/${id}/history?before=${before}`,
  versions: (id: number) => `/api/documents/${id}/versions`,
  compare: (id: number, from: number, to: number) =>
    `/api/documents/${id}/compare?from=${from}&to=${to}`,
  restore: (id: number, version: number) => `/api/documents/${id}/history/${version}/restore`,
};
