import { UPLOAD_TYPES_TEXT, type UploadZone } from '@topgear/shared/uploads';

/** The Upload File screen's own words; the spec names the screen and nothing in it. */
export const UPLOAD_TEXTS = {
  title: 'Upload File',
  intro: 'Keep your documents, certificates and receipts in one place. Only you can see and download them.',
  limits: `${UPLOAD_TYPES_TEXT}, up to 10 MB each.`,
  uploaded: (fileName: string) => `${fileName} is uploaded`,
  deleted: (fileName: string) => `${fileName} is deleted`,
  confirmDelete: 'Delete this file?',
} as const;

interface ZoneTexts {
  title: string;
  /** What goes there. */
  hint: string;
  /** The files of the zone, in a sentence: 'Drop documents here'. */
  noun: string;
  empty: string;
}

export const ZONE_TEXTS: Record<UploadZone, ZoneTexts> = {
  documents: {
    title: 'Documents',
    hint: 'Contracts, payslips, letters and the forms HR asked you for.',
    noun: 'documents',
    empty: 'No documents yet.',
  },
  certificates: {
    title: 'Certificates',
    hint: 'Diplomas, training and course certificates, licences.',
    noun: 'certificates',
    empty: 'No certificates yet.',
  },
  receipts: {
    title: 'Receipts',
    hint: 'Receipts for expenses to be paid back: a scan or a photo of each.',
    noun: 'receipts',
    empty: 'No receipts yet.',
  },
};

const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const KB = 1024;
const MB = 1024 * KB;

/** '1 KB', '820 KB', '2.4 MB': a file's size as file managers show it (kilobytes rounded up). */
export const fileSizeText = (bytes: number) =>
  bytes < MB ? `${Math.ceil(bytes / KB)} KB` : `${megabytes.format(bytes / MB)} MB`;
