/** Where the browser downloads one of my files: the server answers it as an attachment. */
export const uploadDownloadHref = (id: string) => `/api/uploads/${encodeURIComponent(id)}/download`;
